import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { NoSlotReason } from '../../../../core/consults/slot-calendar.ts';
import { slotRangeText } from '../../../../core/consults/slot-label.ts';
import { formatIndiaDay } from '../../../../core/shared/india-time.ts';
import { ListMessage } from '../../../components/table/list-message.ts';
import type { SlotPickerModel } from './slot-picker.model.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * The 14 days and the picked day's slots. Each day carries what the month grid of the shared
 * date picker cannot show: whether it has slots, or "Unavailable" with the reason; such a day is
 * a disabled button. Slots are buttons too: a full one is disabled, the held one pressed, with
 * its countdown beside.
 */
export const SlotCalendar = observer(function SlotCalendar({ picker }: { picker: SlotPickerModel }) {
  if (picker.doctorId === undefined) return null;
  if (picker.loading && picker.days.length === 0) return <CircularProgress aria-label="Loading the calendar" sx={{ mt: 2 }} />;
  if (picker.failed) return <Alert severity="error" sx={{ mt: 2 }}>{ListMessage.fetchFailed}</Alert>;
  const day = picker.pickedDay;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle2" id="slot-days-label">Choose a day</Typography>
      <ToggleButtonGroup exclusive value={picker.day ?? null} aria-labelledby="slot-days-label" onChange={(_, v: string | null) => v && picker.pickDay(v)}
        sx={{ display: 'flex', overflowX: 'auto', gap: 0.5, pb: 1, '& .MuiToggleButton-root': { flex: '0 0 auto', border: 1, borderColor: 'divider', borderRadius: 1, textTransform: 'none', flexDirection: 'column', minWidth: 96 } }}>
        {picker.days.map((d) => (
          <ToggleButton key={d.dateString} value={d.dateString} disabled={d.noSlotReason !== null}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{WEEKDAYS[d.dayOfWeek]}, {formatIndiaDay(d.dateString).slice(0, 6)}</Typography>
            {d.noSlotReason !== null ? (
              <>
                <Typography variant="caption">Unavailable</Typography>
                <Typography variant="caption">{d.noSlotReason}</Typography>
              </>
            ) : (
              <Typography variant="caption">{d.slots.filter(picker.slotOpen).length} open</Typography>
            )}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {day ? (
        <>
          <Typography component="h3" variant="subtitle2" id="slot-times-label" sx={{ mt: 1 }}>Choose a time on {formatIndiaDay(day.dateString)}</Typography>
          {day.slots.length === 0 ? (
            <Typography variant="body2">{NoSlotReason.noSchedule}</Typography>
          ) : (
            <ToggleButtonGroup exclusive value={picker.slotStart ?? null} aria-labelledby="slot-times-label"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1, textTransform: 'none' } }}>
              {day.slots.map((s) => (
                <ToggleButton key={s.slotStartDateTime} value={s.slotStartDateTime} disabled={!picker.slotOpen(s) || picker.holding} onClick={() => void picker.pickSlot(s)}>
                  {slotRangeText(s.slotStartDateTime, s.slotEndDateTime)}
                  {picker.slotOpen(s) ? '' : ' (Full)'}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>{NoSlotReason.noSchedule}</Typography>
      )}
      {picker.countdown ? <Alert severity="info" role="timer" sx={{ mt: 2 }}>{picker.countdown}</Alert> : null}
      {picker.message ? <Alert severity="warning" role="alert" sx={{ mt: 2 }}>{picker.message}</Alert> : null}
    </Box>
  );
});
