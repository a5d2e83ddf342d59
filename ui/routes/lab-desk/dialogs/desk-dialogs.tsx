import { observer } from 'mobx-react-lite';
import type { DeskDialogsModel } from '../desk-dialogs.model.ts';
import { AttendedDialog } from './attended-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DocumentDialog } from './document-dialog.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

/** Whichever action dialog is open on the desk. */
export const DeskDialogs = observer(function DeskDialogs({ dialogs }: { dialogs: DeskDialogsModel }) {
  const d = dialogs.dialog;
  if (!d) return null;
  const common = { sending: dialogs.sending, onClose: dialogs.close };
  switch (d.kind) {
    case 'confirm':
      return <ConfirmDialog form={d.form} {...common} onSubmit={() => void dialogs.submitForm()} />;
    case 'reason':
      return <ReasonDialog form={d.form} {...common} onSubmit={() => void dialogs.submitForm()} />;
    case 'attended':
      return <AttendedDialog form={d.form} {...common} onSubmit={() => void dialogs.submitForm()} />;
    case 'documents':
      return <DocumentDialog form={d.form} {...common} onSubmit={(a) => void dialogs.submitDocuments(a)} />;
  }
});
