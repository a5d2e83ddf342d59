import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { UPLOAD_ACCEPT, UPLOAD_HINT } from '../../../core/files/file-kind.ts';
import { UploadIcon } from '../icons/upload-icon.tsx';
import { UploadList } from './upload-list.tsx';
import type { UploadQueueModel } from './upload-queue.model.ts';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import '../components.core-text.ts';

/** A dialog's file picker: a button, the accepted kinds, progress and the chosen files. */
export const UploadField = observer(function UploadField({ queue, buttonLabel, inputLabel, onAdded }: {
  queue: UploadQueueModel;
  buttonLabel: string;
  /** The hidden input's name (what tests and assistive tools find it by). */
  inputLabel: string;
  onAdded?: () => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const t = useText(componentsText);
  const core = useCoreText();
  return (
    <>
      {/* A real button opens the hidden picker, so Enter and Space work as they do on any button. */}
      <Button variant="outlined" startIcon={<UploadIcon size="1.1rem" />} onClick={() => picker.current?.click()}>
        {buttonLabel}
      </Button>
      <input ref={picker} hidden type="file" multiple aria-label={inputLabel} accept={UPLOAD_ACCEPT}
        onChange={(e) => {
          void queue.addFiles(Array.from(e.target.files ?? []));
          onAdded?.();
          e.target.value = '';
        }} />
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
        {core(UPLOAD_HINT)} {t('uploadOneByOne')}
      </Typography>
      {queue.entries.length > 0 ? (
        <LinearProgress variant="determinate" value={queue.progress} aria-label={t('uploadProgress', { saved: queue.savedCount, total: queue.entries.length })} sx={{ mt: 1 }} />
      ) : null}
      <UploadList form={queue} />
    </>
  );
});
