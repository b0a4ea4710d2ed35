// Await: events (each trigger once; a trigger change resets its values) and whether every or some must happen.
import { AWAIT_TRIGGERS, addEvent, changeTrigger, TRIGGER_LABELS, TRIGGER_VALUE_LABELS, unusedTriggers, type AwaitEvent, type AwaitTrigger } from './awaitEdits';
import { FieldErrors } from './inputs/FieldErrors';
import { SelectField } from './inputs/SelectField';
import { removeAt, replaceAt } from './listEdits';
import type { NodeFormProps } from './nodeFormProps';

type AwaitConfig = { events: AwaitEvent[]; mode: 'every' | 'some' };

export default function AwaitForm({ config, onChange, problems, readOnly }: NodeFormProps<AwaitConfig>) {
  const setEvents = (events: AwaitEvent[]) => onChange({ ...config, events });
  return (
    <>
      <SelectField
        label="Continue when"
        value={config.mode}
        options={['every', 'some'] as const}
        labels={{ every: 'every event happened', some: 'any event happened' }}
        disabled={readOnly}
        testId="await-mode"
        onChange={(mode) => onChange({ ...config, mode })}
      />
      <fieldset className="node-form__group" data-testid="await-events">
        <legend className="field__label">Events</legend>
        {config.events.map((event, index) => (
          <div key={index} className="node-form__row" data-testid="await-event">
            <SelectField<AwaitTrigger>
              compact
              label={`Trigger ${index + 1}`}
              value={event.trigger}
              options={AWAIT_TRIGGERS}
              labels={TRIGGER_LABELS}
              disabled={readOnly}
              testId={`await-trigger-${index}`}
              onChange={(trigger) => setEvents(replaceAt(config.events, index, changeTrigger(event, trigger)))}
            />
            {event.values.map((value, valueIndex) => (
              <div key={valueIndex} className="field field--compact">
                <input
                  className="field__input"
                  inputMode="numeric"
                  aria-label={TRIGGER_VALUE_LABELS[event.trigger] ?? 'Value'}
                  placeholder={TRIGGER_VALUE_LABELS[event.trigger]}
                  value={value}
                  disabled={readOnly}
                  aria-invalid={problems.at('events', index, 'values', valueIndex) ? true : undefined}
                  data-testid={`await-value-${index}`}
                  onChange={(change) => setEvents(replaceAt(config.events, index, { ...event, values: replaceAt(event.values, valueIndex, change.target.value) }))}
                />
                <FieldErrors errors={[problems.at('events', index, 'values', valueIndex)]} testId={`await-value-${index}`} />
              </div>
            ))}
            {readOnly ? null : (
              <button type="button" className="icon-button" aria-label={`Remove event ${index + 1}`} onClick={() => setEvents(removeAt(config.events, index))}>
                ×
              </button>
            )}
          </div>
        ))}
        <FieldErrors errors={[problems.at('events'), ...config.events.map((_, index) => problems.at('events', index))]} testId="await-events" />
        {readOnly || unusedTriggers(config.events).length === 0 ? null : (
          <button type="button" className="button button--ghost button--sm" data-testid="await-add" onClick={() => setEvents(addEvent(config.events))}>
            + Add event
          </button>
        )}
      </fieldset>
    </>
  );
}
