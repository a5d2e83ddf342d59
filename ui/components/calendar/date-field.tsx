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
}

function CalendarLoading() {
  return (
    <Box sx={{ width: 280, height: 320, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={translate(componentsText, 'loadingCalendar')} />
    </Box>
  );
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A day field: the day as the lists write it and a calendar button that opens react-day-picker in a
 * dialog (the WAI-ARIA date picker dialog pattern). Picking a day closes the dialog; focus goes back
 * to where it came from, whose name now carries the day.
 */
export function DateField({ label, value, onChange, today, disabled, min, max, disabledDays, highlight, required, error }: DateFieldProps) {
  const id = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const t = useText(componentsText);
  const shown = value ? formatIndiaDay(value) : '';
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  useEffect(() => {
    if (!disabled) void loadCalendar();
  }, [disabled]);
  const openCalendar = () => {
    if (!disabled) setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (OPEN_KEYS.has(event.key)) {
      event.preventDefault();
      openCalendar();
    }
  };
  return (
    <>
      <TextField
        ref={anchor}
        id={id}
        size="small"
        label={label}
        value={shown}
        disabled={disabled}
        required={required}
        error={error !== undefined}
        helperText={error}
        onClick={openCalendar}
        sx={{ width: { xs: '100%', sm: 172 } }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { readOnly: true, onKeyDown, 'aria-haspopup': 'dialog', sx: { cursor: disabled ? 'default' : 'pointer' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton edge="end" size="small" disabled={disabled} aria-haspopup="dialog" aria-label={shown ? t('chooseShown', { what: lower, day: shown }) : t('choose', { what: lower })}
                  onClick={(event) => {
                    event.stopPropagation();
                    openCalendar();
                  }}>
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
              onChange(day);
              setOpen(false);
            }}
          />
        </Suspense>
      </Popover>
    </>
  );
}
