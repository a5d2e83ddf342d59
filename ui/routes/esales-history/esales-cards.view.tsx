import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fact } from '../request-history/fact.tsx';
import type { CardView } from '../request-history/history-cards.model.ts';

/** A card of the e-sales history; Additional Info is named by the data's own keys, so its terms are data too. */
export interface EsalesCardView extends CardView {
  termsAreData?: boolean;
}

/**
 * The middle column of the e-sales history: the customer and the additionals, each value as the
 * case holds it (marked translate="no", so neither a browser nor the pseudo-locale check reads it as a label).
 */
export function EsalesCardsView({ cards }: { cards: EsalesCardView[] }) {
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
            <Box component="dl" translate={card.termsAreData ? 'no' : undefined} sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              {card.rows.map((row) => (
                <Fact key={row.label} term={row.label}>
                  <span translate="no">{row.value}</span>
                </Fact>
              ))}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
