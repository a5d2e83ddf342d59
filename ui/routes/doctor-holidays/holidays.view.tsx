import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DateField } from '../../components/calendar/date-field.tsx';
import { ImpactDialog } from '../doctor-schedule/impact-dialog.tsx';
import type { HolidaysViewModel } from './holidays.view-model.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { scheduleText } from '../doctor-schedule/doctor-schedule.text.ts';
import { holidayMonthText, holidayRunDates, holidayRunDays } from './holiday-dates.ts';

/** The Holidays screen: start and end pickers, Add Holiday, the six-month grid and Save. */
export const HolidaysView = observer(function HolidaysView({ vm }: { vm: HolidaysViewModel }) {
  const t = useText(scheduleText);
  const tc = useCoreText();
  if (vm.loadFailed) return <Typography role="alert">{tc('Unable to load the doctor. Please try again')}</Typography>;
  if (!vm.doctor) return null;
  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={t('addHolidayArea')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <DateField label={t('startDate')} value={vm.start} onChange={(d) => vm.setStart(d)} today={vm.today} min={vm.today} max={vm.lastDay} required
            onTypedProblem={(problem) => vm.typed.report('start', problem)} />
          <DateField label={t('endDate')} value={vm.end} onChange={(d) => vm.setEnd(d)} today={vm.today} min={vm.start ?? vm.today} max={vm.lastDay} required
            onTypedProblem={(problem) => vm.typed.report('end', problem)} />
          <Button variant="outlined" onClick={() => vm.addHoliday()} sx={{ mt: 1 }}>
            {t('addHoliday')}
          </Button>
        </Box>
        {vm.rangeError && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {tc(vm.rangeError)}
          </Typography>
        )}
      </Paper>
      <Box component="section" aria-label={t('sixMonths')} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 1.5 }}>
        {vm.grid.map((month) => (
          <Paper key={month.month} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} translate="no">
              {holidayMonthText(month)}
            </Typography>
            {month.runs.length === 0 ? (
              <Typography color="text.secondary">{t('noHolidays')}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {month.runs.map((run) => (
                  <Box component="li" key={run.start} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                    <span><span translate="no">{holidayRunDates(run)}</span>{holidayRunDays(run) > 1 ? t('runDays', { n: holidayRunDays(run) }) : ''}</span>
                    <Button size="small" onClick={() => vm.removeRun(run)} aria-label={t('removeHoliday', { run: `${holidayRunDates(run)}${holidayRunDays(run) > 1 ? t('runDays', { n: holidayRunDays(run) }) : ''}` })}>
                      {t('remove')}
                    </Button>
                  </Box>
                ))}
              </Box>
            )}
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" disabled={!vm.isDirty || vm.isSaving} onClick={() => void vm.save()}>
          {t('save')}
        </Button>
      </Box>
      <ImpactDialog vm={vm} />
    </Box>
  );
});
