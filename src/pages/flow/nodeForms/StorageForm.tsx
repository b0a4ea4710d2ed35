// Storage: entries of cookie / local / session storage with an action; each action shows its own fields and a
// change of action resets value, maxAge and timeout.
import { STORAGE_MAX_AGE_MAX } from '../../../../engine/model/index';
import { FieldErrors } from './inputs/FieldErrors';
import { NumberField } from './inputs/NumberField';
import { PlaceholderField } from './inputs/PlaceholderField';
import { SelectField } from './inputs/SelectField';
import { removeAt, replaceAt } from './listEdits';
import type { NodeFormProps } from './nodeFormProps';
import {
  addEntry,
  canAddEntry,
  changeAction,
  STORAGE_ACTION_LABELS,
  STORAGE_ACTIONS,
  STORAGE_ENTRIES_MAX,
  STORAGE_TYPE_LABELS,
  STORAGE_TYPES,
  storageFields,
  type StorageEntry,
} from './storageEdits';

export default function StorageForm({ config, onChange, problems, readOnly }: NodeFormProps<{ entries: StorageEntry[] }>) {
  const setEntries = (entries: StorageEntry[]) => onChange({ ...config, entries });
  return (
    <fieldset className="node-form__group" data-testid="storage-entries">
      <legend className="field__label">
        Entries <span className="node-form__count">({config.entries.length}/{STORAGE_ENTRIES_MAX})</span>
      </legend>
      {config.entries.length === 0 ? <p className="field__hint">No entries yet.</p> : null}
      {config.entries.map((entry, index) => {
        const fields = storageFields(entry.action);
        const set = (next: StorageEntry) => setEntries(replaceAt(config.entries, index, next));
        return (
          <div key={index} className="node-form__card" data-testid="storage-entry">
            <div className="node-form__row">
              <SelectField compact label={`Storage ${index + 1}`} value={entry.type} options={STORAGE_TYPES} labels={STORAGE_TYPE_LABELS} disabled={readOnly} testId={`storage-type-${index}`} onChange={(type) => set({ ...entry, type })} />
              <SelectField
                compact
                label={`Action ${index + 1}`}
                value={entry.action}
                options={STORAGE_ACTIONS}
                labels={STORAGE_ACTION_LABELS}
                disabled={readOnly}
                testId={`storage-action-${index}`}
                onChange={(action) => set(changeAction(entry, action))}
              />
              {readOnly ? null : (
                <button type="button" className="icon-button" aria-label={`Remove entry ${index + 1}`} onClick={() => setEntries(removeAt(config.entries, index))}>
                  ×
                </button>
              )}
            </div>
            <PlaceholderField label="Key" value={entry.key} testId={`storage-key-${index}`} error={problems.at('entries', index, 'key')} onChange={(key) => set({ ...entry, key })} />
            {fields.includes('value') ? (
              <PlaceholderField label="Value" value={entry.value} testId={`storage-value-${index}`} error={problems.at('entries', index, 'value')} onChange={(value) => set({ ...entry, value })} />
            ) : null}
            {fields.includes('maxAge') ? (
              <NumberField
                label="Max age"
                unit="seconds, -1 for the session"
                value={entry.maxAge}
                min={-1}
                max={STORAGE_MAX_AGE_MAX}
                integer
                disabled={readOnly}
                testId={`storage-max-age-${index}`}
                error={problems.at('entries', index, 'maxAge')}
                onChange={(maxAge) => set({ ...entry, maxAge })}
              />
            ) : null}
            {fields.includes('timeout') ? (
              <NumberField
                label="Wait for the value"
                unit="seconds, 0 to 10"
                value={entry.timeout}
                min={0}
                max={10}
                step={0.1}
                disabled={readOnly}
                testId={`storage-timeout-${index}`}
                error={problems.at('entries', index, 'timeout')}
                onChange={(timeout) => set({ ...entry, timeout })}
              />
            ) : null}
          </div>
        );
      })}
      <FieldErrors errors={[problems.at('entries')]} testId="storage-entries" />
      {readOnly || !canAddEntry(config.entries) ? null : (
        <button type="button" className="button button--ghost button--sm" data-testid="storage-add" onClick={() => setEntries(addEntry(config.entries))}>
          + Add entry
        </button>
      )}
    </fieldset>
  );
}
