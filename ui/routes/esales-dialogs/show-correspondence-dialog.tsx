import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { EsalesTokens } from '../../di/esales.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import type { CaseDialogProps } from './add-correspondence-dialog.tsx';
import { CorrespondenceList } from './correspondence-list.tsx';
import type { EsalesDialogs } from './esales-dialogs.factory.ts';

/** Show Correspondence (spec 2 §2.4): the case's timeline, newest first, or 'Correspondence is not available'. */
export function ShowCorrespondenceDialog(props: CaseDialogProps) {
  return <WithViewModel id={EsalesTokens.dialogs}>{(dialogs: EsalesDialogs) => <ShowCorrespondence dialogs={dialogs} {...props} />}</WithViewModel>;
}

function ShowCorrespondence({ dialogs, esale, onClose }: CaseDialogProps & { dialogs: EsalesDialogs }) {
  const titleId = useId();
  const [model] = useState(() => dialogs.correspondence(esale.id));
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Show Correspondence</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Esales Id {esale.id} · {esale.name}
        </Typography>
        <CorrespondenceList model={model} label="Correspondence" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
