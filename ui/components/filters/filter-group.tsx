import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';

/** One filter of a list's filter panel, with its own Clear All and Apply (spec 3 §2.4, §2.6). */
export function FilterGroup({ onClear, onApply, children }: { onClear: () => void; onApply: () => void; children: ReactNode }) {
  const t = useText(componentsText);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 220, flex: '1 1 220px' }}>
      {children}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" onClick={onClear}>
          {t('clearAll')}
        </Button>
        <Button size="small" variant="outlined" onClick={onApply}>
          {t('apply')}
        </Button>
      </Box>
    </Box>
  );
}
