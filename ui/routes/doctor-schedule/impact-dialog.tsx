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
import { formatIndiaDateTime } from '../../../core/shared/india-time.ts';
import type { DoctorCalendarViewModel } from './doctor-calendar.view-model.ts';

/**
 * The consults a change would hit, listed before anything is saved: a choice per consult (a
 * colleague free at that time, the doctor's next free slot, or keep) and bulk buttons. Cancel
 * changes nothing; Confirm saves the change and applies the choices.
 */
export const ImpactDialog = observer(function ImpactDialog({ vm }: { vm: DoctorCalendarViewModel }) {
  const review = vm.review;
  if (!review) return null;
  const failed = new Map(vm.applyErrors.map((r) => [r.requestId, r.error]));
  return (
    <Dialog open onClose={() => vm.cancelReview()} aria-labelledby="impact-title" fullWidth maxWidth="md">
      <DialogTitle id="impact-title">{review.preview.message}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>Choose what happens to each appointment. Nothing is changed until you confirm.</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} role="group" aria-label="Choose for all appointments">
          <Button variant="outlined" onClick={() => review.chooseForAll(ImpactChoice.Reassign)}>Reassign all</Button>
          <Button variant="outlined" onClick={() => review.chooseForAll(ImpactChoice.Reschedule)}>Reschedule all</Button>
          <Button variant="outlined" onClick={() => review.chooseForAll(ImpactChoice.Keep)}>Keep all</Button>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {review.preview.consults.map((consult) => {
            const chosen = review.choiceOf(consult.requestId);
            const label = `Request ${consult.requestId}, ${consult.patientName}, ${formatIndiaDateTime(consult.at)}`;
            return (
              <Box component="li" key={consult.requestId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
                  <TextField
                    select
                    size="small"
                    label="What happens"
                    value={chosen.choice}
                    onChange={(e) => review.choose(consult, e.target.value as ImpactChoice)}
                    slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `What happens to request ${consult.requestId}` } }}
                    sx={{ minWidth: 260 }}
                  >
                    {review.allowed(consult).map((c) => (
                      <option key={c} value={c}>
                        {IMPACT_CHOICE_LABEL[c]}
                      </option>
                    ))}
                  </TextField>
                  {chosen.choice === ImpactChoice.Reassign && (
                    <TextField
                      select
                      size="small"
                      label="Doctor"
                      value={chosen.toDoctorId ?? ''}
                      onChange={(e) => review.chooseDoctor(consult, Number(e.target.value))}
                      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Doctor for request ${consult.requestId}` } }}
                      sx={{ minWidth: 200 }}
                    >
                      {consult.reassignTo.map((d) => (
                        <option key={d.doctorId} value={d.doctorId}>
                          {d.doctorName}
                        </option>
                      ))}
                    </TextField>
                  )}
                  {chosen.choice === ImpactChoice.Reschedule && consult.nextFreeSlot && <Typography sx={{ alignSelf: 'center' }}>Moves to {formatIndiaDateTime(consult.nextFreeSlot)}</Typography>}
                </Box>
                {failed.get(consult.requestId) && (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {failed.get(consult.requestId)}
                  </Alert>
                )}
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => vm.cancelReview()}>Cancel</Button>
        <Button variant="contained" disabled={vm.isSaving} onClick={() => void vm.confirmReview()}>
          Confirm and save
        </Button>
      </DialogActions>
    </Dialog>
  );
});
