import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { blobOf } from '../../../adapters/browser/blob-of.ts';
import type { FileContent } from '../../../core/files/file-content.ts';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';
import type { UploadQueueModel } from './upload-queue.model.ts';

/** A page-local address of fetched bytes for an <img>, released when the picture goes. */
function useObjectUrl(content: FileContent | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!content) return undefined;
    let made: string | undefined;
    let live = true;
    void blobOf(content).then((blob) => {
      if (!live) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [content]);
  return url;
}

/** A saved image as the file service keeps it, fetched with the session (files GET /{id}?preview=true). */
export const FilePreviewDialog = observer(function FilePreviewDialog({ queue }: { queue: UploadQueueModel }) {
  const t = useText(componentsText);
  const shown = queue.shown;
  const url = useObjectUrl(shown?.content);
  return (
    <Dialog open={shown !== undefined} onClose={queue.closePreview} aria-labelledby="file-preview-title" fullWidth maxWidth="md">
      <DialogTitle id="file-preview-title" translate="no">{shown ? t('previewOf', { name: shown.name }) : ''}</DialogTitle>
      <DialogContent dividers sx={{ textAlign: 'center' }}>
        {shown && !shown.failed && !url ? <CircularProgress aria-label={t('loadingPreview')} /> : null}
        {shown?.failed ? <Typography role="alert">{t('previewFailed')}</Typography> : null}
        {shown && url ? <Box component="img" src={url} alt={shown.name} sx={{ maxWidth: '100%', maxHeight: '70vh' }} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={queue.closePreview}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
});
