import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export interface MultiSelectProps {
  id: string;
  label: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** How an option reads, when not as its value. */
  optionLabel?: (option: string) => string;
  required?: boolean;
  disabled?: boolean;
  /** A message under the field, in the error colour. */
  error?: string;
}

/** A checkbox multi-select, for list filters and forms alike. */
export function MultiSelect({ id, label, options, value, onChange, optionLabel = (o) => o, required, disabled, error }: MultiSelectProps) {
  return (
    <FormControl size="small" fullWidth required={required} disabled={disabled} error={!!error}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        multiple
        value={[...value]}
        label={required ? `${label} *` : label}
        onChange={(e) => onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
        renderValue={(selected) => selected.map(optionLabel).join(', ')}
        aria-describedby={error ? `${id}-helper` : undefined}
      >
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            <Checkbox checked={value.includes(o)} size="small" />
            <ListItemText primary={optionLabel(o)} />
          </MenuItem>
        ))}
      </Select>
      {error ? <FormHelperText id={`${id}-helper`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
