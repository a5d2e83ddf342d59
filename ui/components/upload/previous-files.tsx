import { observer } from 'mobx-react-lite';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import type { StoredFile } from '../../../core/appointments/lab-desk.port.ts';

export interface PreviousFilesProps {
  label: string;
  files: readonly StoredFile[];
  chosen: readonly string[];
  onToggle: (key: string) => void;
}

/** Files a request was sent with before, to tick again (lab reports, offline prescriptions); nothing when there are none. */
export const PreviousFiles = observer(function PreviousFiles({ label, files, chosen, onToggle }: PreviousFilesProps) {
  if (files.length === 0) return null;
  return (
    <FormControl component="fieldset" sx={{ mt: 2 }}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {files.map((p) => (
          <FormControlLabel key={p.key} label={<span translate="no">{p.name}</span>}
            control={<Checkbox checked={chosen.includes(p.key)} onChange={() => onToggle(p.key)} />} />
        ))}
      </FormGroup>
    </FormControl>
  );
});
