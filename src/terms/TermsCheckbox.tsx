import { useId, type ReactNode } from 'react';

interface Props {
  checked: boolean;
  onChange(value: boolean): void;
  error: string | undefined;
  testId: string;
  children: ReactNode;
}

export function TermsCheckbox({ checked, onChange, error, testId, children }: Props) {
  const id = useId();
  return (
    <div className="checkbox-field">
      <div className="checkbox-field__row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
