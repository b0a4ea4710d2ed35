// Condition: branches of and/or conditions (operator plus one or two values, tokens allowed), a default branch,
// and the limits of editor.md §5. Outputs follow: one per branch, the default last.
import { conditionValueCount } from '../../../../engine/model/index';
import {
  addBranch,
  addCondition,
  canAddBranch,
  canAddCondition,
  canToggleDefault,
  changeOperator,
  CONDITION_OPERATORS,
  OPERATOR_LABELS,
  removeBranch,
  removeCondition,
  updateBranch,
  updateCondition,
  type ConditionConfig,
} from './conditionEdits';
import { CheckboxField } from './inputs/CheckboxField';
import { FieldErrors } from './inputs/FieldErrors';
import { PlaceholderField } from './inputs/PlaceholderField';
import { SelectField } from './inputs/SelectField';
import { replaceAt } from './listEdits';
import type { NodeFormProps } from './nodeFormProps';

export default function ConditionForm({ config, onChange, problems, readOnly }: NodeFormProps<ConditionConfig>) {
  return (
    <>
      {config.branches.map((branch, branchIndex) => {
        const setBranch = (next: typeof branch) => onChange(updateBranch(config, branchIndex, next));
        return (
          <fieldset key={branchIndex} className="node-form__card" data-testid="condition-branch">
            <div className="node-form__row node-form__row--head">
              <legend className="node-form__card-title">Branch {branchIndex + 1} (output {branchIndex + 1})</legend>
              <SelectField
                compact
                label={`Branch ${branchIndex + 1} mode`}
                value={branch.mode}
                options={['and', 'or'] as const}
                labels={{ and: 'all conditions', or: 'any condition' }}
                disabled={readOnly}
                testId={`condition-mode-${branchIndex}`}
                onChange={(mode) => setBranch({ ...branch, mode })}
              />
              {readOnly ? null : (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove branch ${branchIndex + 1}`}
                  data-testid={`condition-remove-branch-${branchIndex}`}
                  onClick={() => onChange(removeBranch(config, branchIndex))}
                >
                  ×
                </button>
              )}
            </div>
            {branch.conditions.map((condition, conditionIndex) => {
              const path = ['branches', branchIndex, 'conditions', conditionIndex] as const;
              const setCondition = (next: typeof condition) => setBranch(updateCondition(branch, conditionIndex, next));
              return (
                <div key={conditionIndex} className="condition-row" data-testid="condition-row">
                  <PlaceholderField
                    compact
                    label={`Value ${conditionIndex + 1}`}
                    placeholder="{{value}}"
                    value={condition.values[0] ?? ''}
                    testId={`condition-value-${branchIndex}-${conditionIndex}-0`}
                    error={problems.at(...path, 'values', 0)}
                    onChange={(value) => setCondition({ ...condition, values: replaceAt(condition.values, 0, value) })}
                  />
                  <SelectField
                    compact
                    label={`Operator ${conditionIndex + 1}`}
                    value={condition.operator}
                    options={CONDITION_OPERATORS}
                    labels={OPERATOR_LABELS}
                    disabled={readOnly}
                    testId={`condition-operator-${branchIndex}-${conditionIndex}`}
                    onChange={(operator) => setCondition(changeOperator(condition, operator))}
                  />
                  {conditionValueCount(condition.operator) > 1 ? (
                    <PlaceholderField
                      compact
                      label={`Compared with ${conditionIndex + 1}`}
                      placeholder={condition.operator.endsWith('matches') ? 'Regular expression' : 'Value'}
                      value={condition.values[1] ?? ''}
                      testId={`condition-value-${branchIndex}-${conditionIndex}-1`}
                      error={problems.at(...path, 'values', 1)}
                      onChange={(value) => setCondition({ ...condition, values: replaceAt(condition.values, 1, value) })}
                    />
                  ) : (
                    <span />
                  )}
                  {readOnly ? null : (
                    <button type="button" className="icon-button" aria-label={`Remove condition ${conditionIndex + 1}`} onClick={() => setBranch(removeCondition(branch, conditionIndex))}>
                      ×
                    </button>
                  )}
                  <FieldErrors errors={[problems.at(...path)]} />
                </div>
              );
            })}
            <FieldErrors errors={[problems.at('branches', branchIndex, 'conditions')]} testId={`condition-branch-${branchIndex}`} />
            {readOnly || !canAddCondition(branch) ? null : (
              <button type="button" className="button button--ghost button--sm" data-testid={`condition-add-condition-${branchIndex}`} onClick={() => setBranch(addCondition(branch))}>
                + Add condition
              </button>
            )}
          </fieldset>
        );
      })}
      <FieldErrors errors={[problems.at()]} testId="condition-branches" />
      <div className="node-form__row node-form__actions">
        {readOnly || !canAddBranch(config) ? null : (
          <button type="button" className="button button--secondary button--sm" data-testid="condition-add-branch" onClick={() => onChange(addBranch(config))}>
            + Add branch
          </button>
        )}
      </div>
      {canToggleDefault(config) ? (
        <CheckboxField
          label="Default branch (last output) when no branch matches"
          checked={config.hasDefault}
          disabled={readOnly}
          testId="condition-default"
          onChange={(hasDefault) => onChange({ ...config, hasDefault })}
        />
      ) : null}
    </>
  );
}
