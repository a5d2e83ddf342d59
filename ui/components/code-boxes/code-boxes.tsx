import { useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { otpBoxValue } from '../../../core/session/otp.ts';
import { digitsOnly } from '../../../core/shared/validation.ts';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';

export interface CodeBoxesProps {
  /** One entry per box: a single digit or ''. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** Names the group for assistive technology, e.g. "One-time code". */
  label: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The id of the text that explains an error, read after the label. */
  describedBy?: string;
  /** Puts the caret in the first box on mount, and back there when the boxes are enabled again. */
  autoFocus?: boolean;
}

const ignoreChange = () => {};

/**
 * One box per digit of a one-time code: only digits are taken, typing moves to the next box,
 * Backspace on an empty box goes back, and pasting a code fills the boxes.
 */
export function CodeBoxes({ digits, onChange, label, invalid, disabled, describedBy, autoFocus }: CodeBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const group = useRef<HTMLDivElement | null>(null);
  const t = useText(componentsText);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(digits.length - 1, index))];
    box?.focus();
    box?.select();
  };

  // Focus by hand, in a layout effect that runs before MUI's focus trap looks: the trap then finds
  // focus already inside, instead of focusing the dialog itself, where typed digits go nowhere
  // (issue 32). It runs again when the boxes are enabled after a check: disabling them dropped the
  // focus, and the trap parked it on the dialog; it takes the focus back only from there (or the
  // page body), never from another control the user chose.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (!autoFocus || disabled) return;
    const active = document.activeElement;
    const dropped = active === null || active === document.body || (active !== group.current && active.contains(group.current));
    if (first || dropped) focusBox(0);
    // Only on mount and when enabled again, not on every digit.
  }, [autoFocus, disabled]);

  const setDigit = (index: number, value: string) => {
    const next = [...digits];
    next[index] = value;
    onChange(next);
  };

  /** Writes a run of digits from box `index` on; a whole code always starts at the first box. */
  const fill = (index: number, run: string) => {
    const start = run.length >= digits.length ? 0 : index;
    const next = [...digits];
    for (let k = 0; k < run.length && start + k < next.length; k++) next[start + k] = run[k];
    onChange(next);
    focusBox(Math.min(start + run.length, next.length - 1));
  };

  const handleInput = (index: number, raw: string) => {
    if (raw === '') return setDigit(index, '');
    const run = digitsOnly(raw);
    if (run === '') return;
    // Autofill or a paste the browser delivered as typing: several new digits at once.
    if (run.length > 2 || (run.length === 2 && digits[index] === '')) return fill(index, run);
    // A box that already holds a digit receives both; the newest keystroke wins.
    const value = otpBoxValue(raw);
    setDigit(index, value);
    if (index < digits.length - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typed here rather than in onChange: retyping the digit a box already holds changes nothing
      // in the input, so no change event would move the user on.
      event.preventDefault();
      setDigit(index, event.key);
      if (index < digits.length - 1) focusBox(index + 1);
    } else if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    if (pasted !== '') fill(index, pasted);
  };

  return (
    <Box ref={group} role="group" aria-label={label} aria-describedby={describedBy} sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(el: HTMLInputElement | null) => {
            boxes.current[index] = el;
          }}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('digit', { index: index + 1, count: digits.length })}
          aria-invalid={invalid || undefined}
          // onInput, not onChange: React drops a change that leaves the value as it was, but
          // overwriting a digit with itself is still an edit that must clear a wrong-code mark.
          onInput={(e: React.FormEvent<HTMLInputElement>) => handleInput(index, e.currentTarget.value)}
          onChange={ignoreChange}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, e)}
          onPaste={(e: ClipboardEvent<HTMLInputElement>) => handlePaste(index, e)}
          onFocus={(e: React.FocusEvent<HTMLInputElement>) => e.target.select()}
          sx={{
            width: 48,
            height: 56,
            textAlign: 'center',
            fontSize: '1.5rem',
            fontFamily: 'inherit',
            borderRadius: 1,
            border: '2px solid',
            borderColor: invalid ? 'error.main' : 'grey.500',
            bgcolor: 'background.paper',
            color: 'text.primary',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2, borderColor: 'primary.main' },
            '&:disabled': { opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}
