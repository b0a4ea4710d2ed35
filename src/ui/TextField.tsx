import { useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  multiline?: boolean;
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
  disabled?: boolean;
  testId?: string;
  name?: string;
  hint?: string;
  /** 'password' masks what is typed (a write-only secret). */
  type?: 'text' | 'password';
}

export function TextField({ label, value, onChange, error, multiline, placeholder, autoFocus, disabled, testId, name, hint, type = 'text' }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    placeholder,
    autoFocus,
    disabled,
    'data-testid': testId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: 'field__input',
  } as const;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={type === 'password' ? 'new-password' : 'off'} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="field__error" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      ) : hint ? (
        <p className="field__hint">{hint}</p>
      ) : null}
    </div>
  );
}
