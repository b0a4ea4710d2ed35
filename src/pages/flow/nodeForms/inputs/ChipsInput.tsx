// A list of short texts as chips (editor.md §5): Enter or blur adds what is typed, Backspace in the empty
// box removes the last chip, each chip has its own remove button.
import { useId, useState, type ReactNode } from 'react';
import { addChip, removeAt, removeLastChip } from '../listEdits';
import { FieldErrors } from './FieldErrors';

interface ChipsInputProps {
  label: string;
  chips: readonly string[];
  onChange(chips: string[]): void;
  max: number;
  placeholder?: string;
  errors?: readonly (string | undefined)[];
  /** Per-chip errors (marks the chip invalid). */
  chipError?: (index: number) => string | undefined;
  disabled?: boolean;
  testId: string;
  /** Shortcut buttons beside the label. */
  actions?: ReactNode;
  hint?: string;
}

export function ChipsInput({ label, chips, onChange, max, placeholder, errors = [], chipError, disabled, testId, actions, hint }: ChipsInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const commit = () => {
    if (draft.trim() === '') return;
    onChange(addChip(chips, draft, max));
    setDraft('');
  };
  const chipErrors = chips.map((_, index) => chipError?.(index));
  const full = chips.length >= max;
  return (
    <div className="field" data-testid={testId}>
      <div className="node-form__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {actions}
      </div>
      <div className={`chips-input${disabled ? ' chips-input--disabled' : ''}`}>
        {chips.map((chip, index) => (
          <span key={`${chip}-${index}`} className={`chip${chipErrors[index] ? ' chip--invalid' : ''}`} data-testid={`${testId}-chip`} title={chipErrors[index]}>
            {chip}
            {disabled ? null : (
              <button type="button" className="chip__remove" aria-label={`Remove ${chip}`} onClick={() => onChange(removeAt(chips, index))}>
                ×
              </button>
            )}
          </span>
        ))}
        {disabled ? null : (
          <input
            id={id}
            className="chips-input__box"
            value={draft}
            placeholder={full ? `At most ${max}` : placeholder}
            disabled={full}
            data-testid={`${testId}-input`}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              } else if (event.key === 'Backspace' && draft === '' && chips.length > 0) {
                event.preventDefault();
                onChange(removeLastChip(chips));
              }
            }}
          />
        )}
      </div>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <FieldErrors errors={[...errors, ...chipErrors]} testId={testId} />
    </div>
  );
}
