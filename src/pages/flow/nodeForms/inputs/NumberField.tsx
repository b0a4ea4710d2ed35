// A number field with a range. It keeps what is typed while it is not a number (so "-" or "" can be typed
// through) and reports numbers only; an empty or unparsable box shows its own error.
import { useEffect, useId, useState } from 'react';
import { FieldErrors } from './FieldErrors';

interface NumberFieldProps {
  label: string;
  value: number;
  onChange(value: number): void;
  min: number;
  max: number;
  step?: number;
  /** Whole numbers only. */
  integer?: boolean;
  unit?: string;
  disabled?: boolean;
  testId?: string;
  error?: string | undefined;
  compact?: boolean;
}

export function NumberField({ label, value, onChange, min, max, step = 1, integer = false, unit, disabled, testId, error, compact }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => {
    if (Number(text) !== value) setText(String(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const parsed = text.trim() === '' ? NaN : Number(text);
  const ownError = Number.isNaN(parsed) ? 'Enter a number.' : integer && !Number.isInteger(parsed) ? 'Enter a whole number.' : undefined;
  return (
    <div className={`field${compact ? ' field--compact' : ''}`}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'field__label'}>
        {label}
        {unit ? <span className="node-form__unit"> ({unit})</span> : null}
      </label>
      <input
        id={id}
        type="number"
        className="field__input"
        value={text}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        data-testid={testId}
        aria-invalid={ownError || error ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = event.target.value.trim() === '' ? NaN : Number(event.target.value);
          if (!Number.isNaN(next)) onChange(next);
        }}
        onBlur={() => {
          if (Number.isNaN(parsed)) setText(String(value));
        }}
      />
      <FieldErrors errors={[ownError, error]} testId={testId} />
    </div>
  );
}
