import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { ActionDialog } from '../../components/dialogs/action-dialog.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import type { CommunicationModel } from './communication.model.ts';
import { requestHistoryText } from './request-history.text.ts';

/**
 * Resend a message (spec 1 §5: an e-mail address for e-mails, a mobile for SMS and WhatsApp) to
 * one of the recipients the server offers, so nobody types a contact it would refuse; a refusal
 * shows the server's reason under the choice.
 */
export const ResendDialog = observer(function ResendDialog({ model }: { model: CommunicationModel }) {
  const item = model.resendItem;
  const isEmail = item?.channel === 'Email';
  const t = useText(requestHistoryText);
  const tc = useCoreText();
  const labelId = useId();
  const channel = item ? tc(item.channel) : '';
  const problem = model.recipientsProblem;
  return (
    <ActionDialog
      open={item !== null}
      title={t('resendTitle', { channel })}
      onClose={model.cancelResend}
      busy={model.isSending}
      maxWidth="xs"
      actions={
        <Button variant="contained" onClick={() => void model.sendResend()} disabled={!model.canSend}>
          {model.isSending ? t('sending') : t('send')}
        </Button>
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {isEmail ? t('sendEmailAgain') : t('sendAgain', { channel })}
      </Typography>
      {model.recipientsState === 'loading' ? <CircularProgress size={24} aria-label={t('loadingRecipients')} /> : null}
      {problem !== null ? <Alert severity="info">{tc(problem)}</Alert> : null}
      {model.recipients.length > 0 ? (
        <FormControl>
          <FormLabel id={labelId}>{t('sendTo')}</FormLabel>
          <RadioGroup aria-labelledby={labelId} value={model.recipientId ?? ''} onChange={(e) => model.chooseRecipient(e.target.value)}>
            {model.recipients.map((r) => (
              <FormControlLabel key={r.id} value={r.id} control={<Radio size="small" />}
                label={t(r.source === 'customer' ? 'customerContact' : 'earlierContact', { contact: r.display })} />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      {model.resendError !== null ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {tc(model.resendError)}
        </Alert>
      ) : null}
    </ActionDialog>
  );
});
