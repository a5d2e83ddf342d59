import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** A message under the field; shown in the error colour when `error` is set. */
  helperText?: string | null;
  error?: boolean;
  endAdornment?: ReactNode;
  inputProps?: Record<string, unknown>;
}

/**
 * A labelled outlined text field. It composes MUI's input parts directly instead of TextField,
 * which would pull the whole Select and Menu machinery into the password pages and dialogs.
 */
export function TextInput({ label, value, onChange, type = 'text', helperText, error, endAdornment, inputProps, ...rest }: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth variant="outlined" error={error} required={rest.required} disabled={rest.disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={rest.required ? `${label} *` : label}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={rest.autoComplete}
        autoFocus={rest.autoFocus}
        endAdornment={endAdornment}
        inputProps={{ ...inputProps, 'aria-describedby': helperText ? helperId : undefined }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
