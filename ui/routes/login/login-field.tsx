import { useId, type ReactNode } from 'react';
import styles from './login.module.css';

export interface LoginFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  /** A button inside the field's right edge, e.g. show/hide password. */
  button?: ReactNode;
  inputProps?: Record<string, unknown>;
}

/**
 * A native input with its label, drawn like MUI's outlined field (the label moves onto the border
 * when the field is focused or filled). The login page uses it instead of ui/components/form/
 * text-input.tsx so that it loads no MUI.
 */
export function LoginField({ label, value, onChange, type = 'text', button, inputProps, ...rest }: LoginFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <input
        {...inputProps}
        id={id}
        className={button ? `${styles.input} ${styles.withButton}` : styles.input}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={rest.autoComplete}
        autoFocus={rest.autoFocus}
        required={rest.required}
        // One space: the label floats while the placeholder is not shown (the field holds text).
        placeholder=" "
      />
      <label htmlFor={id} className={styles.label}>
        {label}
        {rest.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {button ? <div className={styles.adornment}>{button}</div> : null}
    </div>
  );
}
