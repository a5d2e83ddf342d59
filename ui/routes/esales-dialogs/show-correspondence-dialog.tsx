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
import { useText } from '../../i18n/define-text.ts';
import { caseDialogText } from './esales-dialogs.text.ts';
import type { EsalesDialogs } from './esales-dialogs.factory.ts';

/** Show Correspondence (spec 2 §2.4): the case's timeline, newest first, or 'Correspondence is not available'. */
export function ShowCorrespondenceDialog(props: CaseDialogProps) {
  return <WithViewModel id={EsalesTokens.dialogs}>{(dialogs: EsalesDialogs) => <ShowCorrespondence dialogs={dialogs} {...props} />}</WithViewModel>;
}

function ShowCorrespondence({ dialogs, esale, onClose }: CaseDialogProps & { dialogs: EsalesDialogs }) {
  const titleId = useId();
  const t = useText(caseDialogText);
  const [model] = useState(() => dialogs.correspondence(esale.id));
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('showCorrespondence')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('esalesId', { id: esale.id })} · <span translate="no">{esale.name}</span>
        </Typography>
        <CorrespondenceList model={model} label={t('correspondence')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
