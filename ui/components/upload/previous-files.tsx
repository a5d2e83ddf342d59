import { observer } from 'mobx-react-lite';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import type { PreviousFilesModel } from './previous-files.model.ts';

export interface PreviousFilesProps {
  label: string;
  model: PreviousFilesModel;
  /** What a tick does; the model's own toggle unless the dialog does more (clears a shown problem). */
  onToggle?: (key: string) => void;
}

/** Files a request was sent with before, to tick again (lab reports, offline prescriptions); nothing when there are none. */
export const PreviousFiles = observer(function PreviousFiles({ label, model, onToggle = model.toggle }: PreviousFilesProps) {
  if (model.files.length === 0) return null;
  return (
    <FormControl component="fieldset" sx={{ mt: 2 }}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {model.files.map((p) => (
          <FormControlLabel key={p.key} label={<span translate="no">{p.name}</span>}
            control={<Checkbox checked={model.chosen.includes(p.key)} onChange={() => onToggle(p.key)} />} />
        ))}
      </FormGroup>
    </FormControl>
  );
});
