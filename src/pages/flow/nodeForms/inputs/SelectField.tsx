// A labelled native select over a fixed option list.
import { useId } from 'react';
import { FieldErrors } from './FieldErrors';

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  labels?: Partial<Record<T, string>>;
  onChange(value: T): void;
  disabled?: boolean;
  testId?: string;
  error?: string | undefined;
  /** Hide the label visually (rows of a list keep an accessible name). */
  compact?: boolean;
}

export function SelectField<T extends string>({ label, value, options, labels, onChange, disabled, testId, error, compact }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={`field${compact ? ' field--compact' : ''}`}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} disabled={disabled} data-testid={testId} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
      <FieldErrors errors={[error]} testId={testId} />
    </div>
  );
}
