import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import type { DayRange } from '../../../core/appointments/date-presets.ts';
import { formatDay as formatIndiaDay } from '../../i18n/format.ts';
import { translate, useText } from '../../i18n/define-text.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { readTypedDay } from '../../../core/shared/typed-day.ts';
import { shownMonthNames } from './month-names.ts';
import '../components.core-text.ts';
import { componentsText } from '../components.text.ts';
import { CalendarIcon } from '../icons/calendar-icon.tsx';

// react-day-picker and date-fns (about 21 KB gzip) load only once a field can be used, so a list
// that opens on a preset shows without waiting for them.
const loadCalendar = () => import('./day-calendar.tsx');
const DayCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.DayCalendar })));

export interface DateFieldProps {
  /** The field's visible label ("Starting date"). */
  label: string;
  /** The chosen India day (YYYY-MM-DD), or undefined when none is. */
  value: string | undefined;
  onChange: (day: string) => void;
  today: string;
  disabled?: boolean;
  min?: string;
  max?: string;
  disabledDays?: readonly string[] | ((day: string) => boolean);
  /** A range to show around the chosen day in the calendar (the filter's other end). */
  highlight?: DayRange;
  /** Marks the field required (a form's field rather than a filter's). */
  required?: boolean;
  /** The field's problem, shown under it in red. */
  error?: string;
  /** Told why the typed text cannot be used, or undefined once it can (a filter holds its search meanwhile). */
  onTypedProblem?: (problem: string | undefined) => void;
}

function CalendarLoading() {
  return (
    <Box sx={{ width: 280, height: 320, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={translate(componentsText, 'loadingCalendar')} />
    </Box>
  );
}

/**
 * A day field: the day typed in the display format ("Nov 05 2026") or picked on a calendar that
 * its button opens, react-day-picker in a dialog (the WAI-ARIA date picker dialog pattern). Typed
 * text is read when the field is left or Enter is pressed, by the same core rule and limits as the
 * calendar's; text that cannot be used shows why, announced, and changes nothing. Alt+Down opens
 * the calendar from the text; picking a day closes it and focus goes back to the button.
 */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, today, disabled, min, max, disabledDays, highlight, required, error, onTypedProblem } = props;
  const id = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const t = useText(componentsText);
  const core = useCoreText();
  const shown = value ? formatIndiaDay(value) : '';
  const [text, setText] = useState(shown);
  const [typedProblem, setTypedProblem] = useState<string>();
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  const report = (problem: string | undefined) => {
    setTypedProblem(problem);
    onTypedProblem?.(problem);
  };
  useEffect(() => {
    if (!disabled) void loadCalendar();
  }, [disabled]);
  // A new value (a pick, a preset, the other language) or a disabled field drops what was typed.
  useEffect(() => {
    setText(shown);
    report(undefined);
  }, [shown, disabled]); // only these: a new onTypedProblem each render must not wipe a message
  const openCalendar = () => {
    if (!disabled) setOpen(true);
  };
  /** Reads the typed text into the value; false (and the reason shown) when it cannot be used. */
  const commit = (): boolean => {
    if (text.trim() === shown) {
      report(undefined);
      return true;
    }
    const isRefused = typeof disabledDays === 'function' ? disabledDays : (day: string) => disabledDays?.includes(day) ?? false;
    const typed = readTypedDay(text, { min, max, isRefused }, shownMonthNames());
    report(typed.problem);
    if (typed.day === undefined) return false;
    setText(formatIndiaDay(typed.day));
    if (typed.day !== value) onChange(typed.day);
    return true;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      openCalendar();
    } else if (event.key === 'Enter' && !commit()) {
      event.preventDefault(); // a form around the field (the date filter) must not apply the old day
    }
  };
  const problem = typedProblem === undefined ? error : core(typedProblem);
  return (
    <>
      <TextField
        ref={anchor}
        id={id}
        size="small"
        label={label}
        value={text}
        disabled={disabled}
        required={required}
        error={problem !== undefined}
        helperText={problem}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        placeholder={t('dayFormat')}
        sx={{ width: { xs: '100%', sm: 172 } }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { onKeyDown, autoComplete: 'off', spellCheck: false },
          formHelperText: { role: typedProblem === undefined ? undefined : 'alert' } as object,
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton edge="end" size="small" disabled={disabled} aria-haspopup="dialog" aria-label={shown ? t('chooseShown', { what: lower, day: shown }) : t('choose', { what: lower })}
                  onClick={openCalendar}>
                  <CalendarIcon size="1.25rem" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        // Rendered in place, so inside a dialog the calendar is within that dialog's focus trap (in a
        // portal, the dialog's trap pulled focus back from the day the calendar opened on); with no
        // closing animation, a Tab right after a pick never lands in a calendar on its way out.
        disablePortal
        transitionDuration={0}
        slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': t('choose', { what: lower }), sx: { p: 1 } } as object }}
      >
        <Suspense fallback={<CalendarLoading />}>
          <DayCalendar
            mode="single"
            label={label}
            today={today}
            selected={value}
            min={min}
            max={max}
            disabledDays={disabledDays}
            highlight={highlight}
            autoFocus
            onSelect={(day) => {
              setText(formatIndiaDay(day));
              report(undefined);
              onChange(day);
              setOpen(false);
            }}
          />
        </Suspense>
      </Popover>
    </>
  );
}
