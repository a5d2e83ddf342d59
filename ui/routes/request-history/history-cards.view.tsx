import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CardView } from './history-cards.model.ts';
import { Fact } from './fact.tsx';

/** The middle column: one card per section the viewer may see, each a list of labelled values. */
export function HistoryCardsView({ cards }: { cards: CardView[] }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {cards.map((card) => (
        <Paper key={card.id} variant="outlined" component="section" aria-labelledby={`card-${card.id}`} sx={{ p: 2 }}>
          <Typography id={`card-${card.id}`} component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {card.title}
          </Typography>
          {card.rows.length === 0 ? (
            <Typography variant="body2">-</Typography>
          ) : (
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              {card.rows.map((row) => (
                <Fact key={row.label} term={row.label} termIsData={row.labelIsData} valueIsData={row.valueIsData}>
                  {row.value}
                </Fact>
              ))}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
