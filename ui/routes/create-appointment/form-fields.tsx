import type { KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ON_MOBILE } from '../../app/breakpoints.ts';
import { isBlockedNumberKey } from '../../../core/orders/appointment-constants.ts';

/** A labelled text field whose message shows under it (in red when it is a problem). */
export function Field(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'time';
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel';
  multiline?: boolean;
  disabled?: boolean;
}) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      required={props.required}
      error={Boolean(props.error)}
      helperText={props.error}
      type={props.type ?? 'text'}
      multiline={props.multiline}
      disabled={props.disabled}
      fullWidth
      slotProps={{ htmlInput: { inputMode: props.inputMode }, inputLabel: props.type === 'time' ? { shrink: true } : undefined }}
    />
  );
}

/** A number field that refuses e, E, + and - (spec 2 §5): a browser's number input would take them. */
export function NumberField(props: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (isBlockedNumberKey(event.key)) event.preventDefault();
  };
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={Boolean(props.error)}
      helperText={props.error}
      type="number"
      fullWidth
      slotProps={{ htmlInput: { onKeyDown, min: 0, inputMode: 'decimal' } }}
    />
  );
}

/** A native select: the platform's own keyboard and screen-reader behaviour, on every width. */
export function SelectField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Options that name data (places, centres, contracts, wire keys): shown as they come, never translated. */
  dataOptions?: boolean;
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      required={props.required}
      disabled={props.disabled}
      error={Boolean(props.error)}
      helperText={props.error}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{props.placeholder ?? ''}</option>
      {props.options.map((o) => (
        <option key={o.value} value={o.value} translate={props.dataOptions ? 'no' : undefined}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** A titled group of fields laid out in columns on desktop and one column at 768 px or less. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 'none', m: 0, p: 0, minWidth: 0, mb: 3 }}>
      <Box component="legend" sx={{ fontWeight: 700, fontSize: '1.05rem', p: 0, mb: 1.5 }}>
        {title}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', [ON_MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)' } }}>{children}</Box>
    </Box>
  );
}
