import { useId } from 'react';

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  testId?: string;
  name?: string;
}

/** A labelled native select, styled like TextField. */
export function SelectField<T extends string>({ label, value, options, onChange, error, hint, disabled, testId, name }: SelectFieldProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input field__select"
        value={value}
        disabled={disabled}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="field__hint">{hint}</p>
      ) : null}
    </div>
  );
}
