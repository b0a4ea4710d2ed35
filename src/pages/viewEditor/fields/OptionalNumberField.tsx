// A number that may be absent (an input's min and max: empty = no limit). What is typed is kept while focused;
// an unparsable text is not sent and shows its own message.
import { useId } from 'react';
import { useFocusDraft } from './useFocusDraft';
import { FieldErrors } from '../../flow/nodeForms/inputs/FieldErrors';

interface OptionalNumberFieldProps {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  integer: boolean;
  min?: number;
  disabled: boolean;
  error?: string | undefined;
  testId: string;
}

export function OptionalNumberField({ label, value, onChange, integer, min, disabled, error, testId }: OptionalNumberFieldProps) {
  const id = useId();
  const draft = useFocusDraft(value === null ? '' : String(value));
  const text = draft.text;
  const parsed = text.trim() === '' ? null : Number(text);
  const ownError = parsed !== null && Number.isNaN(parsed) ? 'Enter a number, or leave empty for no limit.' : undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="number"
        className="field__input"
        placeholder="No limit"
        value={text}
        step={integer ? 1 : 'any'}
        min={min}
        disabled={disabled}
        aria-invalid={ownError || error ? true : undefined}
        data-testid={testId}
        onFocus={draft.onFocus}
        onBlur={draft.onBlur}
        onChange={(event) => {
          draft.type(event.target.value);
          const next = event.target.value.trim() === '' ? null : Number(event.target.value);
          if (next === null || !Number.isNaN(next)) onChange(next);
        }}
      />
      <FieldErrors errors={[ownError, error]} testId={testId} />
    </div>
  );
}
