import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMPACT_CHOICE_LABEL, ImpactChoice } from '../../../core/doctors/impact-choice.ts';
import type { DoctorCalendarViewModel } from './doctor-calendar.view-model.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { scheduleText } from './doctor-schedule.text.ts';
import { formatDateTime } from '../../i18n/format.ts';

/**
 * The consults a change would hit, listed before anything is saved: a choice per consult (a
 * colleague free at that time, the doctor's next free slot, or keep) and bulk buttons. Cancel
 * changes nothing; Confirm saves the change and applies the choices.
 */
export const ImpactDialog = observer(function ImpactDialog({ vm }: { vm: DoctorCalendarViewModel }) {
  const review = vm.review;
  const t = useText(scheduleText);
  const tc = useCoreText();
  if (!review) return null;
  const headline = /^(\d+) booked appointments? falls? on these days$/.exec(review.preview.message);
  const failed = new Map(vm.applyErrors.map((r) => [r.requestId, r.error]));
  return (
    <Dialog open onClose={() => vm.cancelReview()} aria-labelledby="impact-title" fullWidth maxWidth="md">
      <DialogTitle id="impact-title">{headline ? t(headline[1] === '1' ? 'impactOne' : 'impactMany', { n: headline[1]! }) : tc(review.preview.message)}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('impactIntro')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} role="group" aria-label={t('chooseForAll')}>
          <Button variant="outlined" onClick={() => review.chooseForAll(ImpactChoice.Reassign)}>{t('reassignAll')}</Button>
          <Button variant="outlined" onClick={() => review.chooseForAll(ImpactChoice.Reschedule)}>{t('rescheduleAll')}</Button>
          <Button variant="outlined" onClick={() => review.chooseForAll(ImpactChoice.Keep)}>{t('keepAll')}</Button>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {review.preview.consults.map((consult) => {
            const chosen = review.choiceOf(consult.requestId);
            return (
              <Box component="li" key={consult.requestId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{t('request', { id: consult.requestId })}<span translate="no">{consult.patientName}, {formatDateTime(consult.at)}</span></Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
                  <TextField
                    select
                    size="small"
                    label={t('whatHappens')}
                    value={chosen.choice}
                    onChange={(e) => review.choose(consult, e.target.value as ImpactChoice)}
                    slotProps={{ select: { native: true }, htmlInput: { 'aria-label': t('whatHappensTo', { id: consult.requestId }) } }}
                    sx={{ minWidth: 260 }}
                  >
                    {review.allowed(consult).map((c) => (
                      <option key={c} value={c}>
                        {tc(IMPACT_CHOICE_LABEL[c])}
                      </option>
                    ))}
                  </TextField>
                  {chosen.choice === ImpactChoice.Reassign && (
                    <TextField
                      select
                      size="small"
                      label={t('doctor')}
                      value={chosen.toDoctorId ?? ''}
                      onChange={(e) => review.chooseDoctor(consult, Number(e.target.value))}
                      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': t('doctorFor', { id: consult.requestId }) } }}
                      sx={{ minWidth: 200 }}
                    >
                      {consult.reassignTo.map((d) => (
                        <option key={d.doctorId} value={d.doctorId} translate="no">
                          {d.doctorName}
                        </option>
                      ))}
                    </TextField>
                  )}
                  {chosen.choice === ImpactChoice.Reschedule && consult.nextFreeSlot && <Typography sx={{ alignSelf: 'center' }}>{t('movesTo')}<span translate="no">{formatDateTime(consult.nextFreeSlot)}</span></Typography>}
                </Box>
                {failed.get(consult.requestId) && (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {tc(failed.get(consult.requestId)!)}
                  </Alert>
                )}
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => vm.cancelReview()}>{t('cancel')}</Button>
        <Button variant="contained" disabled={vm.isSaving} onClick={() => void vm.confirmReview()}>
          {t('confirmSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
