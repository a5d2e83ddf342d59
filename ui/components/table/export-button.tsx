import Button from '@mui/material/Button';
import { DownloadIcon } from '../icons/download-icon.tsx';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';

/** A list's Export button: 'Exporting...' and disabled while a file is being made. */
export function ExportButton({ busy, disabled = false, onExport, size }: { busy: boolean; disabled?: boolean; onExport: () => void; size?: 'small' | 'medium' }) {
  const t = useText(componentsText);
  return (
    <Button variant="outlined" size={size} onClick={onExport} disabled={busy || disabled} startIcon={<DownloadIcon size="1.1rem" />}>
      {t(busy ? 'exporting' : 'export')}
    </Button>
  );
}
