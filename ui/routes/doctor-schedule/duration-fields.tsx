import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { formatDayMinutes, slotTimeOptions } from '../../../core/doctors/slot-time.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { scheduleText } from './doctor-schedule.text.ts';
import type { DurationRow, ScheduleViewModel } from './schedule.view-model.ts';

const TIMES = slotTimeOptions();

function TimeSelect({ label, value, error, onChange }: { label: string; value: number | null; error?: string; onChange: (v: string) => void }) {
  const t = useText(scheduleText);
  const tc = useCoreText();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error && tc(error)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: 140 }}
    >
      <option value="">{t('select')}</option>
      {TIMES.map((m) => (
        <option key={m} value={m} translate="no">
          {formatDayMinutes(m)}
        </option>
      ))}
    </TextField>
  );
}

/** One duration of a day: From, To, number of bookings, average slot time, and Remove. */
export const DurationFields = observer(function DurationFields({ vm, day, dayLabel, row, index }: { vm: ScheduleViewModel; day: number; dayLabel: string; row: DurationRow; index: number }) {
  const errors = vm.shownErrors(row.key);
  const t = useText(scheduleText);
  const tc = useCoreText();
  const name = t('duration', { day: tc(dayLabel), n: index + 1 });
  return (
    <Box role="group" aria-label={name} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', py: 1.5, borderTop: index > 0 ? 1 : 0, borderColor: 'divider' }}>
      <TimeSelect label={t('from')} value={row.startTime} error={errors.startTime} onChange={(v) => vm.setField(day, row.key, 'startTime', v)} />
      <TimeSelect label={t('to')} value={row.endTime} error={errors.endTime} onChange={(v) => vm.setField(day, row.key, 'endTime', v)} />
      <TextField
        size="small"
        label={t('bookings')}
        value={row.totalSlots}
        onChange={(e) => vm.setField(day, row.key, 'totalSlots', e.target.value)}
        error={Boolean(errors.totalSlots)}
        helperText={errors.totalSlots && tc(errors.totalSlots)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 170 }}
      />
      <TextField
        size="small"
        label={t('slotTime')}
        value={row.split}
        onChange={(e) => vm.setField(day, row.key, 'split', e.target.value)}
        error={Boolean(errors.split)}
        helperText={errors.split && tc(errors.split)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 190 }}
      />
      <Button onClick={() => vm.removeDuration(day, row.key)} aria-label={t('removeDuration', { name })} sx={{ mt: 0.5 }}>
        {t('remove')}
      </Button>
      {errors.overlap && (
        <Box role="alert" sx={{ color: 'error.main', width: '100%', fontSize: 14 }}>
          {tc(errors.overlap)}
        </Box>
      )}
    </Box>
  );
});
