import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { NoSlotReason } from '../../../../core/consults/slot-calendar.ts';
import { slotRangeText } from '../../../../core/consults/slot-label.ts';
import { ListMessage } from '../../../components/table/list-message.ts';
import { useCoreText } from '../../../i18n/core-text.ts';
import { useText } from '../../../i18n/define-text.ts';
import { formatDay } from '../../../i18n/format.ts';
import { shortDayText } from '../dates-text.ts';
import { offlineText } from '../offline-desk.text.ts';
import type { SlotPickerModel } from './slot-picker.model.ts';

/** Where a text of the catalogue holds a value that is data: the value goes in its own element marked translate="no". */
const DATA = '\u0000';
function WithData({ text, data }: { text: string; data: string }) {
  const [before, after] = text.split(DATA);
  return <>{before}<span translate="no">{data}</span>{after}</>;
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * The 14 days and the picked day's slots. Each day carries what the month grid of the shared
 * date picker cannot show: whether it has slots, or "Unavailable" with the reason; such a day is
 * a disabled button. Slots are buttons too: a full one is disabled, the held one pressed, with
 * its countdown beside.
 */
export const SlotCalendar = observer(function SlotCalendar({ picker }: { picker: SlotPickerModel }) {
  const t = useText(offlineText);
  const tc = useCoreText();
  if (picker.doctorId === undefined) return null;
  if (picker.loading && picker.days.length === 0) return <CircularProgress aria-label={t('loadingCalendar')} sx={{ mt: 2 }} />;
  if (picker.failed) return <Alert severity="error" sx={{ mt: 2 }}>{ListMessage.fetchFailed}</Alert>;
  const day = picker.pickedDay;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle2" id="slot-days-label">{t('chooseDay')}</Typography>
      <ToggleButtonGroup exclusive value={picker.day ?? null} aria-labelledby="slot-days-label" onChange={(_, v: string | null) => v && picker.pickDay(v)}
        sx={{ display: 'flex', overflowX: 'auto', gap: 0.5, pb: 1, '& .MuiToggleButton-root': { flex: '0 0 auto', border: 1, borderColor: 'divider', borderRadius: 1, textTransform: 'none', flexDirection: 'column', minWidth: 96 } }}>
        {picker.days.map((d) => (
          <ToggleButton key={d.dateString} value={d.dateString} disabled={d.noSlotReason !== null}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{t(WEEKDAYS[d.dayOfWeek]!)}, <span translate="no">{shortDayText(d.dateString)}</span></Typography>
            {d.noSlotReason !== null ? (
              <>
                <Typography variant="caption">{t('unavailable')}</Typography>
                <Typography variant="caption">{tc(d.noSlotReason)}</Typography>
              </>
            ) : (
              <Typography variant="caption">{t('open', { n: d.slots.filter(picker.slotOpen).length })}</Typography>
            )}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {day ? (
        <>
          <Typography component="h3" variant="subtitle2" id="slot-times-label" sx={{ mt: 1 }}><WithData text={t('chooseTime', { day: DATA })} data={formatDay(day.dateString)} /></Typography>
          {day.slots.length === 0 ? (
            <Typography variant="body2">{tc(NoSlotReason.noSchedule)}</Typography>
          ) : (
            <ToggleButtonGroup exclusive value={picker.slotStart ?? null} aria-labelledby="slot-times-label"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1, textTransform: 'none' } }}>
              {day.slots.map((s) => (
                <ToggleButton key={s.slotStartDateTime} value={s.slotStartDateTime} disabled={!picker.slotOpen(s) || picker.holding} onClick={() => void picker.pickSlot(s)}>
                  <span translate="no">{slotRangeText(s.slotStartDateTime, s.slotEndDateTime)}</span>
                  {picker.slotOpen(s) ? '' : t('full')}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>{tc(NoSlotReason.noSchedule)}</Typography>
      )}
      {picker.countdown ? <Alert severity="info" role="timer" sx={{ mt: 2 }}>{picker.countdown}</Alert> : null}
      {picker.message ? <Alert severity="warning" role="alert" sx={{ mt: 2 }}>{tc(picker.message)}</Alert> : null}
    </Box>
  );
});
