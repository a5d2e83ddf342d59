import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { runLabel } from '../../../core/doctors/holiday-grid.ts';
import { DateField } from '../../components/calendar/date-field.tsx';
import { ImpactDialog } from '../doctor-schedule/impact-dialog.tsx';
import type { HolidaysViewModel } from './holidays.view-model.ts';

/** The Holidays screen: start and end pickers, Add Holiday, the six-month grid and Save. */
export const HolidaysView = observer(function HolidaysView({ vm }: { vm: HolidaysViewModel }) {
  if (vm.loadFailed) return <Typography role="alert">Unable to load the doctor. Please try again</Typography>;
  if (!vm.doctor) return null;
  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Add a holiday">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <DateField label="Start date" value={vm.start} onChange={(d) => vm.setStart(d)} today={vm.today} min={vm.today} max={vm.lastDay} required />
          <DateField label="End date" value={vm.end} onChange={(d) => vm.setEnd(d)} today={vm.today} min={vm.start ?? vm.today} max={vm.lastDay} required />
          <Button variant="outlined" onClick={() => vm.addHoliday()} sx={{ mt: 1 }}>
            Add Holiday
          </Button>
        </Box>
        {vm.rangeError && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {vm.rangeError}
          </Typography>
        )}
      </Paper>
      <Box component="section" aria-label="Holidays of the next six months" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 1.5 }}>
        {vm.grid.map((month) => (
          <Paper key={month.month} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {month.label}
            </Typography>
            {month.runs.length === 0 ? (
              <Typography color="text.secondary">No holidays</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {month.runs.map((run) => (
                  <Box component="li" key={run.start} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                    <span>{runLabel(run)}</span>
                    <Button size="small" onClick={() => vm.removeRun(run)} aria-label={`Remove holiday ${runLabel(run)}`}>
                      Remove
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
          Save
        </Button>
      </Box>
      <ImpactDialog vm={vm} />
    </Box>
  );
});
