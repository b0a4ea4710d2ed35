// Rows of key and value (define, collect, http headers) with add and remove; the add button hides at the
// limit; a repeated key is marked on the later rows.
import { duplicateKeyRows, removeAt, replaceAt } from '../listEdits';
import type { FormProblems } from '../formProblems';
import { FieldErrors } from './FieldErrors';
import { PlaceholderField } from './PlaceholderField';

export interface KeyValueRow {
  key: string;
  value: string;
}

interface KeyValueListProps {
  label: string;
  rows: readonly KeyValueRow[];
  onChange(rows: KeyValueRow[]): void;
  max: number;
  /** Config path of the list (for the problems of its rows). */
  path: string;
  problems: FormProblems;
  readOnly: boolean;
  testId: string;
  keyLabel?: string;
  valueLabel?: string;
  /** Values may hold {{tokens}} (and secrets). */
  secrets?: boolean;
  addLabel?: string;
}

export function KeyValueList({ label, rows, onChange, max, path, problems, readOnly, testId, keyLabel = 'Key', valueLabel = 'Value', secrets, addLabel = 'Add field' }: KeyValueListProps) {
  const duplicates = new Set(duplicateKeyRows(rows));
  return (
    <fieldset className="node-form__group" data-testid={testId}>
      <legend className="field__label">
        {label} <span className="node-form__count">({rows.length}/{max})</span>
      </legend>
      {rows.length === 0 ? <p className="field__hint">None yet.</p> : null}
      {rows.map((row, index) => (
        <div key={index} className="key-value-row" data-testid={`${testId}-row`}>
          <div className="field field--compact">
            <input
              className="field__input"
              aria-label={`${keyLabel} ${index + 1}`}
              placeholder={keyLabel}
              value={row.key}
              disabled={readOnly}
              aria-invalid={problems.at(path, index, 'key') || duplicates.has(index) ? true : undefined}
              data-testid={`${testId}-key-${index}`}
              onChange={(event) => onChange(replaceAt(rows, index, { ...row, key: event.target.value }))}
            />
            <FieldErrors errors={[problems.at(path, index, 'key'), duplicates.has(index) ? 'Each key can be used only once.' : undefined]} />
          </div>
          <PlaceholderField
            compact
            label={`${valueLabel} ${index + 1}`}
            placeholder={valueLabel}
            value={row.value}
            secrets={secrets}
            testId={`${testId}-value-${index}`}
            error={problems.at(path, index, 'value')}
            onChange={(value) => onChange(replaceAt(rows, index, { ...row, value }))}
          />
          {readOnly ? null : (
            <button type="button" className="icon-button" aria-label={`Remove row ${index + 1}`} data-testid={`${testId}-remove-${index}`} onClick={() => onChange(removeAt(rows, index))}>
              ×
            </button>
          )}
        </div>
      ))}
      <FieldErrors errors={[problems.at(path)]} testId={testId} />
      {readOnly || rows.length >= max ? null : (
        <button type="button" className="button button--ghost button--sm" data-testid={`${testId}-add`} onClick={() => onChange([...rows, { key: '', value: '' }])}>
          + {addLabel}
        </button>
      )}
    </fieldset>
  );
}
