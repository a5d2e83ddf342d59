import Box from '@mui/material/Box';
import { formatNumber } from '../../i18n/format.ts';
import { useText } from '../../i18n/define-text.ts';
import { PAST_SLA_TEXT, pastSlaName } from './past-sla.text.ts';
import { VISUALLY_HIDDEN } from '../visually-hidden.ts';

/**
 * "3 past SLA" in a small red badge beside a tab's count, nothing at 0. Screen readers hear the
 * whole sentence ("3 requests past their SLA") instead of the short visible text.
 */
export function PastSlaBadge({ count }: { count: number }) {
  const t = useText(PAST_SLA_TEXT);
  if (count <= 0) return null;
  const n = formatNumber(count);
  // The space keeps the badge a word of its own in the heading's or tab's accessible name.
  return (
    <>
      {' '}
      <Box component="span" data-testid="past-sla" sx={{ ml: 1, px: 0.75, py: 0.125, borderRadius: 1, bgcolor: 'error.main', color: 'error.contrastText', fontSize: '0.75rem', fontWeight: 600, whiteSpace: 'nowrap', textTransform: 'none' }}>
        <span aria-hidden="true">{t('badge', { n })}</span>
        <Box component="span" sx={VISUALLY_HIDDEN}>{pastSlaName(t, count)}</Box>
      </Box>
    </>
  );
}
