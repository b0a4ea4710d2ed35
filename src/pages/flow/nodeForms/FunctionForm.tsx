// Function: a list of operations, each with its arguments (tokens allowed); call N gives the value return_fn_N.
import { FUNCTIONS_MAX } from '../../../../engine/model/index';
import { changeOperation, FUNCTION_OPERATIONS, functionOperation, newFunctionCall } from './functionOperations';
import { FieldErrors } from './inputs/FieldErrors';
import { FilterSelect } from './inputs/FilterSelect';
import { PlaceholderField } from './inputs/PlaceholderField';
import { removeAt, replaceAt } from './listEdits';
import type { NodeFormProps } from './nodeFormProps';

type FunctionCall = { name: string; args: string[] };
const OPTIONS = FUNCTION_OPERATIONS.map((operation) => ({ value: operation.name, label: operation.label, detail: operation.group }));

export default function FunctionForm({ config, onChange, problems, readOnly }: NodeFormProps<{ functions: FunctionCall[] }>) {
  const setFunctions = (functions: FunctionCall[]) => onChange({ ...config, functions });
  return (
    <fieldset className="node-form__group" data-testid="function-list">
      <legend className="field__label">
        Functions <span className="node-form__count">({config.functions.length}/{FUNCTIONS_MAX})</span>
      </legend>
      {config.functions.length === 0 ? <p className="field__hint">No functions yet.</p> : null}
      {config.functions.map((call, index) => {
        const labels = functionOperation(call.name)?.args ?? call.args.map((_, position) => `Argument ${position + 1}`);
        return (
          <div key={index} className="node-form__card" data-testid="function-call">
            <div className="node-form__row node-form__row--head">
              <span className="node-form__card-title">return_fn_{index + 1}</span>
              <FilterSelect
                compact
                label={`Operation ${index + 1}`}
                value={call.name}
                options={OPTIONS}
                disabled={readOnly}
                testId={`function-name-${index}`}
                error={problems.at('functions', index, 'name')}
                onChange={(name) => setFunctions(replaceAt(config.functions, index, changeOperation(call, name)))}
              />
              {readOnly ? null : (
                <button type="button" className="icon-button" aria-label={`Remove function ${index + 1}`} onClick={() => setFunctions(removeAt(config.functions, index))}>
                  ×
                </button>
              )}
            </div>
            {call.args.map((arg, argIndex) => (
              <PlaceholderField
                key={argIndex}
                label={labels[argIndex] ?? `Argument ${argIndex + 1}`}
                value={arg}
                testId={`function-arg-${index}-${argIndex}`}
                error={problems.at('functions', index, 'args', argIndex)}
                onChange={(value) => setFunctions(replaceAt(config.functions, index, { ...call, args: replaceAt(call.args, argIndex, value) }))}
              />
            ))}
          </div>
        );
      })}
      <FieldErrors errors={[problems.at('functions')]} testId="function-list" />
      {readOnly || config.functions.length >= FUNCTIONS_MAX ? null : (
        <button type="button" className="button button--ghost button--sm" data-testid="function-add" onClick={() => setFunctions([...config.functions, newFunctionCall('trim')])}>
          + Add function
        </button>
      )}
    </fieldset>
  );
}
