import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WEEK_DAYS } from '../../../core/doctors/schedule-week.ts';
import { DurationFields } from './duration-fields.tsx';
import { ImpactDialog } from './impact-dialog.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { scheduleText } from './doctor-schedule.text.ts';
import type { ScheduleViewModel } from './schedule.view-model.ts';

const CopyDayBar = observer(function CopyDayBar({ vm }: { vm: ScheduleViewModel }) {
  const t = useText(scheduleText);
  const tc = useCoreText();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="copy-day-title">
      <Typography id="copy-day-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('copyDay')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField select size="small" label={t('copyFrom')} value={vm.copyFrom} onChange={(e) => vm.setCopyFrom(Number(e.target.value))} slotProps={{ select: { native: true } }}>
          {WEEK_DAYS.map((d) => (
            <option key={d.dayOfWeek} value={d.dayOfWeek}>
              {tc(d.label)}
            </option>
          ))}
        </TextField>
        <Box role="group" aria-label={t('copyTo')} sx={{ display: 'flex', flexWrap: 'wrap' }}>
          {WEEK_DAYS.filter((d) => d.dayOfWeek !== vm.copyFrom).map((d) => (
            <FormControlLabel key={d.dayOfWeek} control={<Checkbox checked={vm.copyTo.includes(d.dayOfWeek)} onChange={() => vm.toggleCopyTo(d.dayOfWeek)} />} label={tc(d.label) === d.label ? d.label.slice(0, 3) : tc(d.label)} />
          ))}
        </Box>
        <Button variant="outlined" disabled={vm.copyTo.length === 0} onClick={() => vm.copyDay()}>
          {t('copy')}
        </Button>
      </Box>
    </Paper>
  );
});

const WeekTable = observer(function WeekTable({ vm }: { vm: ScheduleViewModel }) {
  const t = useText(scheduleText);
  const tc = useCoreText();
  return (
    <Box component="section" aria-label={t('weekly')} sx={{ display: 'grid', gap: 1.5 }}>
      {WEEK_DAYS.map((d) => (
        <Paper key={d.dayOfWeek} variant="outlined" sx={{ p: 2 }} role="group" aria-labelledby={`day-${d.dayOfWeek}`}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={`day-${d.dayOfWeek}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {tc(d.label)}
            </Typography>
            <Button size="small" disabled={!vm.canAdd(d.dayOfWeek)} onClick={() => vm.addDuration(d.dayOfWeek)} aria-label={t('addDurationOn', { day: tc(d.label) })}>
              {t('addDuration')}
            </Button>
          </Box>
          {vm.rows(d.dayOfWeek).length === 0 && <Typography color="text.secondary">{t('unavailable')}</Typography>}
          {vm.rows(d.dayOfWeek).map((row, i) => (
            <DurationFields key={row.key} vm={vm} day={d.dayOfWeek} dayLabel={d.label} row={row} index={i} />
          ))}
        </Paper>
      ))}
    </Box>
  );
});

const CustomerView = observer(function CustomerView({ vm }: { vm: ScheduleViewModel }) {
  const rows = vm.previewRows;
  const t = useText(scheduleText);
  const tc = useCoreText();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="customer-view-title">
      <Typography id="customer-view-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('customerView')}
      </Typography>
      <TextField select size="small" label={t('day')} value={vm.previewDay} onChange={(e) => vm.setPreviewDay(Number(e.target.value))} slotProps={{ select: { native: true } }} sx={{ mb: 1.5 }}>
        {WEEK_DAYS.map((d) => (
          <option key={d.dayOfWeek} value={d.dayOfWeek}>
            {tc(d.label)}
          </option>
        ))}
      </TextField>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('noSlots')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('slotsCustomersSee')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
          {rows.flat().map((label) => (
            <Box component="li" key={label} translate="no" sx={{ border: 1, borderColor: 'primary.main', borderRadius: 1, p: 0.75, textAlign: 'center', fontSize: 13 }}>
              {label}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
});

/** The Schedule screen: copy-day bar, the weekly table and the Customer View preview. */
export const ScheduleView = observer(function ScheduleView({ vm }: { vm: ScheduleViewModel }) {
  const tc = useCoreText();
  if (vm.loadFailed) return <Typography role="alert">{tc('Unable to load the doctor. Please try again')}</Typography>;
  if (!vm.doctor) return null;
  return (
    <Box>
      <CopyDayBar vm={vm} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2, alignItems: 'start' }}>
        <WeekTable vm={vm} />
        <CustomerView vm={vm} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" disabled={vm.isSaving} onClick={() => void vm.save()}>
          {tc(vm.saveLabel)}
        </Button>
      </Box>
      <ImpactDialog vm={vm} />
    </Box>
  );
});
