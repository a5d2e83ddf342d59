import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { SessionMessage } from '../../../core/session/messages.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { requestHistoryText } from './request-history.text.ts';
import type { CommunicationModel } from './communication.model.ts';

/**
 * One sent e-mail as it was sent (getDownloadEmail/v1). The HTML is shown in a sandboxed frame with
 * nothing allowed, so a message can neither run script nor reach the portal.
 */
export const EmailBodyDialog = observer(function EmailBodyDialog({ model }: { model: CommunicationModel }) {
  const titleId = useId();
  const item = model.emailItem;
  const t = useText(requestHistoryText);
  const tc = useCoreText();
  return (
    <Dialog open={item !== null} onClose={model.closeEmail} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('emailTo', { recipient: item?.recipient ?? '-' })}</DialogTitle>
      <DialogContent dividers>
        {model.emailFailed ? (
          <Typography role="alert">{tc(SessionMessage.generic)}</Typography>
        ) : model.emailHtml === null ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress aria-label={t('loadingEmail')} />
          </Box>
        ) : (
          <Box component="iframe" title={t('emailBody')} sandbox="" srcDoc={model.emailHtml} sx={{ width: '100%', minHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={model.closeEmail}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
});
