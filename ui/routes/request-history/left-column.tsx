import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COMMUNICATION_TYPES } from '../../../core/history/communication-counts.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { requestHistoryText } from './request-history.text.ts';
import type { CommunicationModel } from './communication.model.ts';
import { Fact } from './fact.tsx';
import type { LeftColumn } from './request-history.view-model.ts';

/** The left column (spec 1 §2): request id, cost and visit type, categories, source and the message counts. */
export const LeftColumnView = observer(function LeftColumnView({ left, communication }: { left: LeftColumn; communication: CommunicationModel | null }) {
  const t = useText(requestHistoryText);
  const tc = useCoreText();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-request-heading" sx={{ p: 2 }}>
      <Typography id="history-request-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('request', { id: left.requestId })}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact term={t('requestId')} valueIsData>
          {left.requestId}
        </Fact>
        <Fact term={t('costType')}>{tc(left.costType)}</Fact>
        <Fact term={t('visitType')}>{tc(left.visitType)}</Fact>
        <Fact term={t('testCategories')} valueIsData>
          {left.testCategories.length === 0 ? (
            '-'
          ) : (
            <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
              {left.testCategories.map((c) => (
                <Chip key={c} size="small" label={c} component="span" />
              ))}
            </Box>
          )}
        </Fact>
        <Fact term={t('source')}>{tc(left.source)}</Fact>
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1, mb: 1 }}>
        {t('communication')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {COMMUNICATION_TYPES.map((channel) => {
          const count = communication?.counts[channel] ?? 0;
          return (
            <Button
              key={channel}
              size="small"
              variant="outlined"
              disabled={!communication}
              onClick={() => communication?.open(channel)}
              aria-label={t(count === 1 ? 'messagesOne' : 'messagesMany', { channel: tc(channel), count })}
            >
              {tc(channel)} {count}
            </Button>
          );
        })}
      </Box>
    </Paper>
  );
});
