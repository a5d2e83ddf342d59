import { useId, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { UploadIcon } from '../../components/icons/upload-icon.tsx';
import type { PickedFile } from './bulk-cases.view-model.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { bulkText } from './bulk-cases.text.ts';
import './bulk-cases.core-text.ts';

/**
 * One-file drop area that is also a file picker: a real file input, visually hidden but focusable,
 * sits in the label, so Tab reaches it and Enter or Space opens the system picker; the frame shows
 * its focus. A drop of several files keeps the first.
 */
export function FileDrop({ file, onFile, disabled, problem }: { file: PickedFile | null; onFile: (file: PickedFile | null) => void; disabled: boolean; problem: string | null }) {
  const hintId = useId();
  const t = useText(bulkText);
  const tc = useCoreText();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFile(event.dataTransfer.files[0] ?? null);
  };
  return (
    <Box
      component="label"
      onDragOver={(e: DragEvent) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="bulk-file-drop"
      sx={{
        display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 3, textAlign: 'center', cursor: disabled ? 'default' : 'pointer',
        border: '2px dashed', borderColor: over ? 'primary.main' : problem ? 'error.main' : 'grey.500', borderRadius: 1,
        bgcolor: over ? 'action.hover' : 'transparent',
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <UploadIcon />
      <Typography component="span" sx={{ fontWeight: 600 }} translate={file ? 'no' : undefined}>
        {file ? file.name : t('dropHere')}
      </Typography>
      <Typography component="span" id={hintId} variant="body2" color="text.secondary">
        {t('dropHint')}
      </Typography>
      <input
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-label={t('excelFile')}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(e) => {
          onFile(e.target.files?.[0] ?? null);
          // The same file chosen again (after a fix) still fires change.
          e.target.value = '';
        }}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', margin: -1, padding: 0, border: 0 }}
      />
      {problem ? (
        <Typography component="span" role="alert" color="error" variant="body2">
          {tc(problem)}
        </Typography>
      ) : null}
    </Box>
  );
}
