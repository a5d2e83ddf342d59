import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { QUALIFICATION_CATEGORIES, QUALIFICATIONS } from '../../../core/doctors/doctor-catalogue.ts';
import { ActionDialog } from '../../components/dialogs/action-dialog.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { doctorEditorText } from './doctor-editor.text.ts';

/** The education dialog: a qualification and its category, both required ("Mandatory Information"). */
export function EducationDialog({ open, onClose, onAdd }: { open: boolean; onClose: () => void; onAdd: (q: string, c: string) => string | null }) {
  const [qualification, setQualification] = useState('');
  const [category, setCategory] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = useText(doctorEditorText);
  const tc = useCoreText();
  const close = () => {
    setQualification('');
    setCategory('');
    setError(null);
    onClose();
  };
  return (
    <ActionDialog
      open={open}
      title={t('educationTitle')}
      onClose={close}
      actions={
        <Button variant="contained" onClick={() => { const problem = onAdd(qualification, category); if (problem) setError(problem); else close(); }}>
          {t('add')}
        </Button>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField select required label={t('qualification')} value={qualification} slotProps={{ select: { SelectDisplayProps: { translate: 'no' } as object } }} onChange={(e) => setQualification(e.target.value)} error={!!error && !qualification} helperText={!qualification && error ? tc(error) : undefined}>
          {QUALIFICATIONS.map((q) => <MenuItem key={q} value={q} translate="no">{q}</MenuItem>)}
        </TextField>
        <TextField select required label={t('category')} value={category} onChange={(e) => setCategory(e.target.value)} error={!!error && !category} helperText={!category && error ? tc(error) : undefined}>
          {QUALIFICATION_CATEGORIES.map((c) => <MenuItem key={c} value={c}>{tc(c)}</MenuItem>)}
        </TextField>
      </Stack>
    </ActionDialog>
  );
}
