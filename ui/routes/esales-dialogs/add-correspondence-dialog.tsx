import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WORK_STATUSES, type WorkStatus } from '../../../core/esales/correspondence.ts';
import type { CaseRef } from '../../../core/esales/esales-case.port.ts';
import { DateField } from '../../components/calendar/date-field.tsx';
import { ActionDialog } from '../../components/dialogs/action-dialog.tsx';
import { EsalesTokens } from '../../di/esales.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { caseDialogText } from './esales-dialogs.text.ts';
import './esales-dialogs.core-text.ts';
import type { AddCorrespondenceModel } from './add-correspondence.model.ts';
import type { EsalesDialogs } from './esales-dialogs.factory.ts';

export interface CaseDialogProps {
  /** The case the dialog works on. */
  esale: CaseRef;
  onClose: () => void;
}

/** Add Correspondence for a case (spec 2 §2.4); a save closes it and calls onSaved, so a timeline can show the new entry. */
export function AddCorrespondenceDialog({ esale, onClose, onSaved }: CaseDialogProps & { onSaved?: () => void }) {
  return (
    <WithViewModel id={EsalesTokens.dialogs}>
      {(dialogs: EsalesDialogs) => <AddCorrespondenceForm dialogs={dialogs} esale={esale} onClose={onClose} onSaved={onSaved} />}
    </WithViewModel>
  );
}

const AddCorrespondenceForm = observer(function AddCorrespondenceForm({ dialogs, esale, onClose, onSaved }: CaseDialogProps & { dialogs: EsalesDialogs; onSaved?: () => void }) {
  const [model] = useState(() => dialogs.addCorrespondence(esale));
  const t = useText(caseDialogText);
  const tc = useCoreText();
  useEffect(() => {
    void model.load();
  }, [model]);
  const save = async () => {
    if (await model.save()) {
      onSaved?.();
      onClose();
    }
  };
  return (
    <ActionDialog open title={t('addCorrespondence')} onClose={onClose} busy={model.isSaving}
      actions={
        <Button variant="contained" disabled={model.isSaving || model.isLoading} onClick={() => void save()}>
          {t('save')}
        </Button>
      }>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('esalesId', { id: esale.id })} · <span translate="no">{esale.name}</span>
      </Typography>
      <CorrespondenceFields model={model} />
      {model.saveError ? <Alert severity="error" sx={{ mt: 2 }}>{tc(model.saveError)}</Alert> : null}
    </ActionDialog>
  );
});

const CorrespondenceFields = observer(function CorrespondenceFields({ model }: { model: AddCorrespondenceModel }) {
  const t = useText(caseDialogText);
  const tc = useCoreText();
  const problem = model.problems;
  const p = {
    callType: problem.callType && tc(problem.callType),
    callStatus: problem.callStatus && tc(problem.callStatus),
    uicNumber: problem.uicNumber && tc(problem.uicNumber),
    callbackDate: problem.callbackDate && tc(problem.callbackDate),
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField select required size="small" label={t('callType')} value={model.callType ?? ''} error={!!p.callType} helperText={p.callType}
        onChange={(e) => model.setCallType(Number(e.target.value))}>
        {model.callTypes.map((c) => (
          <MenuItem key={c.key} value={c.key} translate="no">{c.value}</MenuItem>
        ))}
      </TextField>
      <TextField select required size="small" label={t('callStatus')} value={model.callStatus ?? ''} error={!!p.callStatus} helperText={p.callStatus}
        onChange={(e) => model.setCallStatus(Number(e.target.value))}>
        {model.callStatuses.map((s) => (
          <MenuItem key={s.key} value={s.key} translate="no">{s.value}</MenuItem>
        ))}
      </TextField>
      {model.showsCallback ? (
        <DateField label={t('callbackDate')} required value={model.callbackDate ?? undefined} today={model.today} min={model.today}
          onChange={model.setCallbackDate} error={p.callbackDate} onTypedProblem={(problem) => model.typed.report('callbackDate', problem)} />
      ) : null}
      <TextField required size="small" label={t('uicNumber')} value={model.uicNumber} error={!!p.uicNumber} helperText={p.uicNumber}
        onChange={(e) => model.setUicNumber(e.target.value)} slotProps={{ htmlInput: { maxLength: 50 } }} />
      <TextField select size="small" label={t('workStatus')} value={model.workStatus} onChange={(e) => model.setWorkStatus(e.target.value as WorkStatus)}>
        {WORK_STATUSES.map((w) => (
          <MenuItem key={w} value={w}>{t(w)}</MenuItem>
        ))}
      </TextField>
      <TextField size="small" label={t('comment')} multiline minRows={2} value={model.comment} onChange={(e) => model.setComment(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }} sx={{ gridColumn: '1 / -1' }} />
    </Box>
  );
});
