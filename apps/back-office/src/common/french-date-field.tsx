/**
 * A day or a moment typed in French order (« 08/12/2026 », « 08/12/2026 14:30 ») whatever the
 * browser's language: a browser's own date field follows its language (12/08/2026 in an English
 * one). The calendar button still opens the browser's picker; what it picks is written in French.
 */
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import {
  DAY_EXAMPLE,
  MOMENT_EXAMPLE,
  dayOfTyped,
  frenchDayText,
  frenchMomentText,
  momentOfForm,
  momentOfTyped,
  momentProblem,
} from './french-date';

type Kind = 'day' | 'moment';

const READ: Record<Kind, (typed: string) => string | null | undefined> = {
  day: dayOfTyped,
  moment: momentOfTyped,
};
const TEXT_OF: Record<Kind, (value: string | null) => string> = {
  day: frenchDayText,
  moment: frenchMomentText,
};
const PLACEHOLDER: Record<Kind, string> = { day: 'jj/mm/aaaa', moment: 'jj/mm/aaaa hh:mm' };

/** A value given to the field (an ISO day or instant, or text a form kept as typed), read. */
function valueOf(kind: Kind, value: string | null | undefined): string | null | undefined {
  if (!value) return null;
  return kind === 'day' ? dayOfTyped(value) : (momentOfForm(value) ?? undefined);
}

/** « 08/12/2026 14:30 » → `2026-12-08T14:30`, as the browser's picker takes it. */
function pickerValue(kind: Kind, value: string | null | undefined): string {
  const read = valueOf(kind, value);
  if (!read) return '';
  if (kind === 'day') return read;
  const [day, time] = frenchMomentText(read).split(' ');
  return `${dayOfTyped(day) ?? ''}T${time ?? ''}`;
}

type Draft = {
  text: string;
  /** The value it gave (or kept, while it reads as no date). */
  gave: string | null | undefined;
  isLeft: boolean;
};

type FieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  kind?: Kind;
  /** An ISO day (`2026-12-08`) or instant, or none. */
  value: string | null | undefined;
  /** Called with what the text reads as once it is a date, or null once emptied. */
  onValue: (value: string | null) => void;
  /** Called with text that is no date; without it, the field says so itself when left. */
  onUnreadable?: (typed: string) => void;
  /** The first day the calendar offers (`YYYY-MM-DD`). */
  min?: string;
  readOnly?: boolean;
};

export function FrenchDateField({
  kind = 'day',
  value,
  onValue,
  onUnreadable,
  min,
  readOnly = false,
  disabled,
  error,
  helperText,
  onBlur,
  slotProps,
  ...props
}: FieldProps) {
  // What is being typed, shown until the value changes from outside (the day's arrows, a form read
  // again) to another than the one it gave: that value is written anew.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (draft !== null && value !== draft.gave) setDraft(null);
  }
  const text = draft ? draft.text : TEXT_OF[kind](valueOf(kind, value) ?? null);
  const picker = useRef<HTMLInputElement>(null);
  const take = (typed: string) => {
    const read = READ[kind](typed);
    setDraft({ text: typed, gave: read !== undefined ? read : onUnreadable ? typed : value, isLeft: false });
    if (read === undefined) onUnreadable?.(typed);
    else if (read !== valueOf(kind, value)) onValue(read);
  };
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    input.value = pickerValue(kind, value);
    try {
      input.showPicker();
    } catch {
      input.focus();
      input.click();
    }
  };
  const ownProblem =
    !onUnreadable && draft?.isLeft && READ[kind](draft.text) === undefined
      ? kind === 'day'
        ? DAY_EXAMPLE
        : MOMENT_EXAMPLE
      : undefined;
  return (
    <TextField
      {...props}
      value={text}
      disabled={disabled}
      error={error || ownProblem !== undefined}
      helperText={ownProblem ?? helperText}
      placeholder={PLACEHOLDER[kind]}
      onChange={(event) => take(event.target.value)}
      onBlur={(event) => {
        // Left, what was typed is written the one way (« 8.12.2026 » → « 08/12/2026 »).
        setDraft((typed) => {
          if (!typed) return typed;
          const read = READ[kind](typed.text);
          return { ...typed, text: read === undefined ? typed.text : TEXT_OF[kind](read), isLeft: true };
        });
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: kind === 'day' ? 'numeric' : 'text', readOnly },
        input: {
          endAdornment:
            readOnly || disabled ? undefined : (
              <InputAdornment position="end" sx={{ position: 'relative' }}>
                <IconButton
                  edge="end"
                  size="small"
                  aria-label="Choisir dans le calendrier"
                  onClick={openCalendar}
                >
                  <CalendarMonthIcon fontSize="small" />
                </IconButton>
                {/* The browser's picker, opened by the button: its own field is never seen. */}
                <input
                  ref={picker}
                  type={kind === 'day' ? 'date' : 'datetime-local'}
                  min={min}
                  tabIndex={-1}
                  aria-hidden
                  style={{
                    position: 'absolute',
                    right: 0,
                    bottom: 0,
                    width: 1,
                    height: 1,
                    opacity: 0,
                    border: 0,
                    padding: 0,
                    pointerEvents: 'none',
                  }}
                  onChange={(event) => {
                    const picked = event.target.value;
                    if (picked) take(TEXT_OF[kind](READ[kind](picked.replace('T', ' ')) ?? null));
                  }}
                />
              </InputAdornment>
            ),
        },
      }}
    />
  );
}

type InputProps = {
  source: string;
  label: string;
  /** Shown in a list's filters at once (react-admin reads it from the element). */
  alwaysOn?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  validate?: Validator | Validator[];
  helperText?: ReactNode;
};

/** A react-admin day (`YYYY-MM-DD`): set only once typed whole, so a list's filter never gets half a day. */
export function FrenchDayInput({ source, label, readOnly, disabled, validate, helperText }: InputProps) {
  const { field, fieldState, id, isRequired } = useInput({ source, readOnly, disabled, validate });
  return (
    <FrenchDateField
      id={id}
      size="small"
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={field.value as string | null | undefined}
      onValue={(day) => field.onChange(day ?? '')}
      onBlur={field.onBlur}
      readOnly={readOnly}
      disabled={disabled}
      error={fieldState.invalid}
      helperText={
        fieldState.error?.message ? <InputHelperText error={fieldState.error.message} /> : helperText
      }
    />
  );
}

/**
 * A react-admin moment (an ISO instant), typed on the Paris clock. Text that is no moment stays
 * the form's value and is refused under the field; `momentOfForm` reads it for the server.
 */
export function FrenchMomentInput({ source, label, readOnly, disabled, validate, helperText }: InputProps) {
  const checks = [momentProblem as Validator, ...(validate ? [validate].flat() : [])];
  const { field, fieldState, id, isRequired } = useInput({ source, readOnly, disabled, validate: checks });
  return (
    <FrenchDateField
      id={id}
      kind="moment"
      size="small"
      margin="dense"
      sx={{ width: 320 }}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={field.value as string | null | undefined}
      onValue={(instant) => field.onChange(instant)}
      onUnreadable={(typed) => field.onChange(typed)}
      onBlur={field.onBlur}
      readOnly={readOnly}
      disabled={disabled}
      error={fieldState.invalid}
      // A line kept for the message, as react-admin's fields keep one: the form does not jump.
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
    />
  );
}
