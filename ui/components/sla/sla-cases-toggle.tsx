import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useText } from '../../i18n/define-text.ts';
import { PAST_SLA_TEXT } from './past-sla.text.ts';

/** Priority Cases (only rows past their SLA) or Total Cases, where a list has an SLA (spec 1 §4). */
export function SlaCasesToggle({ pastSlaOnly, onChange }: { pastSlaOnly: boolean; onChange: (pastSlaOnly: boolean) => void }) {
  const t = useText(PAST_SLA_TEXT);
  return (
    <ToggleButtonGroup size="small" exclusive sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }} value={pastSlaOnly ? 'priority' : 'total'} aria-label={t('casesShown')}
      onChange={(_, v: string | null) => v && onChange(v === 'priority')}>
      <ToggleButton value="priority">{t('priorityCases')}</ToggleButton>
      <ToggleButton value="total">{t('totalCases')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
