import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ActionDialog } from '../../components/dialogs/action-dialog.tsx';
import { TextInput } from '../../components/form/text-input.tsx';
import type { CommunicationModel } from './communication.model.ts';

/** Resend a message: an e-mail address for e-mails, a 10-digit mobile for SMS and WhatsApp (spec 1 §5). */
export const ResendDialog = observer(function ResendDialog({ model }: { model: CommunicationModel }) {
  const item = model.resendItem;
  const isEmail = item?.channel === 'Email';
  const problem = model.resendProblem ?? model.resendError;
  return (
    <ActionDialog
      open={item !== null}
      title={`Resend ${item?.channel ?? ''}`}
      onClose={model.cancelResend}
      busy={model.isSending}
      maxWidth="xs"
      actions={
        <Button variant="contained" onClick={() => void model.sendResend()} disabled={model.isSending}>
          {model.isSending ? 'Sending...' : 'Send'}
        </Button>
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {isEmail ? 'Send this e-mail again to the address below.' : `Send this ${item?.channel ?? ''} again to the mobile number below.`}
      </Typography>
      {isEmail ? (
        <TextInput label="Email address" type="email" value={model.emailAddress} onChange={model.setEmailAddress} required autoFocus
          error={problem !== null} helperText={problem} autoComplete="off" />
      ) : (
        <TextInput label="Mobile number" value={model.mobile} onChange={model.setMobile} required autoFocus
          error={problem !== null} helperText={problem} autoComplete="off" inputProps={{ inputMode: 'numeric', maxLength: 10 }} />
      )}
    </ActionDialog>
  );
});
