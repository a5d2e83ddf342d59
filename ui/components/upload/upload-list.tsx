import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CheckCircleIcon } from '../icons/check-circle-icon.tsx';
import { DeleteIcon } from '../icons/delete-icon.tsx';
import { ErrorIcon } from '../icons/error-icon.tsx';
import { RefreshIcon } from '../icons/refresh-icon.tsx';
import { VisibilityIcon } from '../icons/visibility-icon.tsx';
import { FilePreviewDialog } from './file-preview-dialog.tsx';
import type { UploadEntry, UploadQueueModel } from './upload-queue.model.ts';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';
import { useCoreText } from '../../i18n/core-text.ts';

const SAVED = '#1b5e20';
const FAILED = '#b71c1c';

const STATE_TEXT = { waiting: 'waiting', uploading: 'uploading', saved: 'saved', failed: 'notSaved' } as const satisfies Record<UploadEntry['state'], string>;

/** One file: green when saved (an image with a preview), red with retry and delete when not. */
const UploadRow = observer(function UploadRow({ entry, form }: { entry: UploadEntry; form: UploadQueueModel }) {
  const t = useText(componentsText);
  const core = useCoreText();
  const color = entry.state === 'saved' ? SAVED : entry.state === 'failed' ? FAILED : 'text.primary';
  return (
    <Stack component="li" direction="row" spacing={1} data-state={entry.state}
      sx={{ alignItems: 'center', border: 1, borderColor: color, borderRadius: 1, px: 1, py: 0.5, color }}>
      {entry.state === 'saved' ? <CheckCircleIcon size="1.2rem" /> : entry.state === 'failed' ? <ErrorIcon size="1.2rem" /> : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" translate="no" sx={{ overflowWrap: 'anywhere', color: 'text.primary' }}>{entry.file.name}</Typography>
        <Typography variant="caption" sx={{ color }}>
          {t(STATE_TEXT[entry.state])}
          {entry.error ? `: ${core(entry.error)}` : ''}
        </Typography>
      </Box>
      {form.canPreview(entry) ? (
        <IconButton size="small" aria-label={t('previewFile', { name: entry.file.name })} onClick={() => void form.openPreview(entry.id)}>
          <VisibilityIcon size="1.2rem" />
        </IconButton>
      ) : null}
      {entry.state === 'failed' && entry.retryable ? (
        <IconButton size="small" aria-label={t('retryFile', { name: entry.file.name })} onClick={() => void form.retry(entry.id)}>
          <RefreshIcon size="1.2rem" />
        </IconButton>
      ) : null}
      {entry.state !== 'uploading' ? (
        <IconButton size="small" aria-label={t('deleteFile', { name: entry.file.name })} onClick={() => form.remove(entry.id)}>
          <DeleteIcon size="1.2rem" />
        </IconButton>
      ) : null}
    </Stack>
  );
});

/** The chosen files of an upload queue, each with its state. */
export const UploadList = observer(function UploadList({ form }: { form: UploadQueueModel }) {
  const t = useText(componentsText);
  if (form.entries.length === 0) return null;
  return (
    <>
      <Stack component="ul" aria-label={t('chosenFiles')} spacing={1} sx={{ p: 0, m: 0, mt: 1, listStyle: 'none' }}>
        {form.entries.map((e) => (
          <UploadRow key={e.id} entry={e} form={form} />
        ))}
      </Stack>
      <FilePreviewDialog queue={form} />
    </>
  );
});
