import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText } from '../../i18n/define-text.ts';
import { translateCoreWords } from '../../i18n/core-text.ts';
import { componentsText } from '../components.text.ts';

/** Dark fills with white text, so the badges pass WCAG AA contrast. */
export const BADGE = { HNI: '#8a4b00', QC: '#c62828' } as const;

export function Badge({ text, color }: { text: string; color: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-block', px: 0.75, py: 0.1, borderRadius: 1, bgcolor: color, color: '#fff', fontSize: '0.75rem', fontWeight: 700, lineHeight: 1.6 }}>
      {text}
    </Box>
  );
}

/** What the customer and contact cells of a provider list read of a row view, every text decided already. */
export interface CustomerTexts {
  readonly patientName: string;
  readonly hni: boolean;
  /** '34 Yrs / F', or 'NA / F'. */
  readonly ageGender: string;
  readonly primaryEntity: string;
  readonly address: string;
  readonly phone: string;
}

/** Name (with the HNI badge for priority 2 and above), age and gender, primary entity. */
export function CustomerCell({ row }: { row: CustomerTexts }) {
  const t = useText(componentsText);
  return (
    <>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} translate="no">{row.patientName}</Typography>
        {row.hni ? <Badge text={t('hni')} color={BADGE.HNI} /> : null}
      </Stack>
      <Typography variant="body2">{translateCoreWords(row.ageGender)}</Typography>
      <Typography variant="body2" color="text.secondary" translate="no">{row.primaryEntity}</Typography>
    </>
  );
}

export function AddressCell({ row }: { row: CustomerTexts }) {
  return (
    <>
      <Typography variant="body2" translate="no">{row.address}</Typography>
      <Typography variant="body2" translate="no">{row.phone}</Typography>
    </>
  );
}
