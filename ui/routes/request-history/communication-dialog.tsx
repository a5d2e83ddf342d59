import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { COMMUNICATION_TYPES, type CommunicationType } from '../../../core/history/communication-counts.ts';
import type { CommunicationItem } from '../../../core/history/request-history.port.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { formatDateTime } from '../../i18n/format.ts';
import type { CommunicationModel } from './communication.model.ts';
import { EmailBodyDialog } from './email-body-dialog.tsx';
import { ResendDialog } from './resend-dialog.tsx';
import { requestHistoryText } from './request-history.text.ts';
import './request-history.core-text.ts';

const ALL = 'All';

const MessageEntry = observer(function MessageEntry({ item, model }: { item: CommunicationItem; model: CommunicationModel }) {
  const t = useText(requestHistoryText);
  const tc = useCoreText();
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', ml: 1, '&:last-of-type': { borderColor: 'transparent' } }}>
      <Box aria-hidden="true" sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" label={tc(item.channel)} color="primary" variant="outlined" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatDateTime(new Date(item.sentOn))}
        </Typography>
        <Typography variant="body2" sx={{ color: item.isDelivered ? 'success.dark' : 'error.main' }}>
          {t(item.isDelivered ? 'delivered' : 'notDelivered')} (<span translate="no">{item.currentStatus}</span>)
        </Typography>
      </Box>
      {item.statusText ? <Typography variant="body2">{t('status', { status: tc(item.statusText) })}</Typography> : null}
      <Typography variant="body2">{t('to', { recipient: item.recipient ?? '-' })}</Typography>
      {item.body ? (
        <Typography variant="body2" translate="no" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}>
          {item.body}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {item.channel === 'Email' ? (
          <Button size="small" variant="outlined" onClick={() => void model.openEmail(item)}>
            {t('viewEmail')}
          </Button>
        ) : null}
        {model.canResend(item) ? (
          <Button size="small" variant="outlined" onClick={() => void model.startResend(item)}>
            {t('resend')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
});

/** The Communication History dialog: the messages sent for the request, newest first, by channel. */
export const CommunicationDialog = observer(function CommunicationDialog({ model }: { model: CommunicationModel }) {
  const titleId = useId();
  const t = useText(requestHistoryText);
  const tc = useCoreText();
  return (
    <>
      <Dialog open={model.isOpen} onClose={model.close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('communicationHistory')}</DialogTitle>
        <DialogContent dividers>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label={t('channel')}
            value={model.channel ?? ALL}
            onChange={(_, value: string | null) => {
              if (value !== null) model.setChannel(value === ALL ? null : (value as CommunicationType));
            }}
            sx={{ flexWrap: 'wrap', mb: 2 }}
          >
            <ToggleButton value={ALL}>{t('all')}</ToggleButton>
            {COMMUNICATION_TYPES.map((c) => (
              <ToggleButton key={c} value={c}>
                {t('channelCount', { channel: tc(c), count: model.counts[c] })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {model.isLoading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress aria-label={t('loadingCommunication')} />
            </Box>
          ) : model.emptyText ? (
            <Typography role="status">{tc(model.emptyText)}</Typography>
          ) : (
            <Box component="ol" aria-label={t('messagesSent')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {model.shown.map((item) => (
                <MessageEntry key={item.id} item={item} model={model} />
              ))}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={model.close}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
      <EmailBodyDialog model={model} />
      <ResendDialog model={model} />
    </>
  );
});
