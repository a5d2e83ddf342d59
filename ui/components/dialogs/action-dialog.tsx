import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The buttons after Cancel; each dialog says which are enabled. */
  actions: ReactNode;
  busy?: boolean;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** A modal form with a title, its fields and Cancel plus the dialog's own buttons; closing is refused while it sends. */
export function ActionDialog({ open, title, onClose, actions, busy, children, maxWidth = 'sm' }: ActionDialogProps) {
  const titleId = useId();
  const t = useText(componentsText);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
}
