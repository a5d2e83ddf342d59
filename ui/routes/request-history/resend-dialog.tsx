import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ActionDialog } from '../../components/dialogs/action-dialog.tsx';
import { TextInput } from '../../components/form/text-input.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import type { CommunicationModel } from './communication.model.ts';
import { requestHistoryText } from './request-history.text.ts';

/** Resend a message: an e-mail address for e-mails, a 10-digit mobile for SMS and WhatsApp (spec 1 §5). */
export const ResendDialog = observer(function ResendDialog({ model }: { model: CommunicationModel }) {
  const item = model.resendItem;
  const isEmail = item?.channel === 'Email';
  const t = useText(requestHistoryText);
  const tc = useCoreText();
  const problem = model.resendProblem ?? model.resendError;
  const channel = item ? tc(item.channel) : '';
  return (
    <ActionDialog
      open={item !== null}
      title={t('resendTitle', { channel })}
      onClose={model.cancelResend}
      busy={model.isSending}
      maxWidth="xs"
      actions={
        <Button variant="contained" onClick={() => void model.sendResend()} disabled={model.isSending}>
          {model.isSending ? t('sending') : t('send')}
        </Button>
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {isEmail ? t('sendEmailAgain') : t('sendAgain', { channel })}
      </Typography>
      {isEmail ? (
        <TextInput label={t('emailAddress')} type="email" value={model.emailAddress} onChange={model.setEmailAddress} required autoFocus
          error={problem !== null} helperText={problem === null ? null : tc(problem)} autoComplete="off" />
      ) : (
        <TextInput label={t('mobileNumber')} value={model.mobile} onChange={model.setMobile} required autoFocus
          error={problem !== null} helperText={problem === null ? null : tc(problem)} autoComplete="off" inputProps={{ inputMode: 'numeric', maxLength: 10 }} />
      )}
    </ActionDialog>
  );
});
