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
import { formatIndiaDateTime } from '../../../core/shared/india-time.ts';
import type { CommunicationModel } from './communication.model.ts';
import { EmailBodyDialog } from './email-body-dialog.tsx';
import { ResendDialog } from './resend-dialog.tsx';

const ALL = 'All';

const MessageEntry = observer(function MessageEntry({ item, model }: { item: CommunicationItem; model: CommunicationModel }) {
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', ml: 1, '&:last-of-type': { borderColor: 'transparent' } }}>
      <Box aria-hidden="true" sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" label={item.channel} color="primary" variant="outlined" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatIndiaDateTime(new Date(item.sentOn))}
        </Typography>
        <Typography variant="body2" sx={{ color: item.isDelivered ? 'success.dark' : 'error.main' }}>
          {item.isDelivered ? 'Delivered' : 'Not delivered'} ({item.currentStatus})
        </Typography>
      </Box>
      {item.statusText ? <Typography variant="body2">Status: {item.statusText}</Typography> : null}
      <Typography variant="body2">To: {item.recipient ?? '-'}</Typography>
      {item.body ? (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}>
          {item.body}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {item.channel === 'Email' ? (
          <Button size="small" variant="outlined" onClick={() => void model.openEmail(item)}>
            View e-mail
          </Button>
        ) : null}
        {model.canResend(item) ? (
          <Button size="small" variant="outlined" onClick={() => model.startResend(item)}>
            Resend
          </Button>
        ) : null}
      </Box>
    </Box>
  );
});

/** The Communication History dialog: the messages sent for the request, newest first, by channel. */
export const CommunicationDialog = observer(function CommunicationDialog({ model }: { model: CommunicationModel }) {
  const titleId = useId();
  return (
    <>
      <Dialog open={model.isOpen} onClose={model.close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Communication History</DialogTitle>
        <DialogContent dividers>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="Channel"
            value={model.channel ?? ALL}
            onChange={(_, value: string | null) => {
              if (value !== null) model.setChannel(value === ALL ? null : (value as CommunicationType));
            }}
            sx={{ flexWrap: 'wrap', mb: 2 }}
          >
            <ToggleButton value={ALL}>All</ToggleButton>
            {COMMUNICATION_TYPES.map((c) => (
              <ToggleButton key={c} value={c}>
                {c} ({model.counts[c]})
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {model.isLoading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress aria-label="Loading communication history" />
            </Box>
          ) : model.emptyText ? (
            <Typography role="status">{model.emptyText}</Typography>
          ) : (
            <Box component="ol" aria-label="Messages sent" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {model.shown.map((item) => (
                <MessageEntry key={item.id} item={item} model={model} />
              ))}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={model.close}>Close</Button>
        </DialogActions>
      </Dialog>
      <EmailBodyDialog model={model} />
      <ResendDialog model={model} />
    </>
  );
});
