import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { QUALIFICATION_CATEGORIES, QUALIFICATIONS } from '../../../core/doctors/doctor-catalogue.ts';
import { ActionDialog } from '../../components/dialogs/action-dialog.tsx';

/** The education dialog: a qualification and its category, both required ("Mandatory Information"). */
export function EducationDialog({ open, onClose, onAdd }: { open: boolean; onClose: () => void; onAdd: (q: string, c: string) => string | null }) {
  const [qualification, setQualification] = useState('');
  const [category, setCategory] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setQualification('');
    setCategory('');
    setError(null);
    onClose();
  };
  return (
    <ActionDialog
      open={open}
      title="Add Education"
      onClose={close}
      actions={
        <Button variant="contained" onClick={() => { const problem = onAdd(qualification, category); if (problem) setError(problem); else close(); }}>
          Add
        </Button>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField select required label="Qualification" value={qualification} onChange={(e) => setQualification(e.target.value)} error={!!error && !qualification} helperText={!qualification ? error : undefined}>
          {QUALIFICATIONS.map((q) => <MenuItem key={q} value={q}>{q}</MenuItem>)}
        </TextField>
        <TextField select required label="Category" value={category} onChange={(e) => setCategory(e.target.value)} error={!!error && !category} helperText={!category ? error : undefined}>
          {QUALIFICATION_CATEGORIES.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
        </TextField>
      </Stack>
    </ActionDialog>
  );
}
