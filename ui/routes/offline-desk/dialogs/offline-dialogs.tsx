import { observer } from 'mobx-react-lite';
import type { OfflineDialogsModel } from '../offline-dialogs.model.ts';
import { MoveDialog } from './move-dialog.tsx';
import { OfflineAttendedDialog, OfflineConfirmDialog, OfflineReasonDialog } from './offline-form-dialogs.tsx';
import { PrescriptionDialog } from './prescription-dialog.tsx';

/** Whichever action dialog is open on the offline desk. */
export const OfflineDialogs = observer(function OfflineDialogs({ dialogs }: { dialogs: OfflineDialogsModel }) {
  const d = dialogs.dialog;
  if (!d) return null;
  const common = { sending: dialogs.sending, onClose: dialogs.close, onSubmit: () => void dialogs.submit() };
  switch (d.kind) {
    case 'confirm':
      return <OfflineConfirmDialog form={d.form} {...common} />;
    case 'reason':
      return <OfflineReasonDialog form={d.form} {...common} />;
    case 'attended':
      return <OfflineAttendedDialog form={d.form} {...common} />;
    case 'move':
      return <MoveDialog form={d.form} {...common} />;
    case 'prescription':
      return <PrescriptionDialog form={d.form} {...common} />;
  }
});
