// A/B testing: 2 to 5 branches lettered A–E with weights summing to 100 (one output each) and sticky assignment.
import { addBranch, AB_WEIGHTS_MAX, canAddBranch, canRemoveBranch, removeBranch } from './abTestingWeights';
import { CheckboxField } from './inputs/CheckboxField';
import { FieldErrors } from './inputs/FieldErrors';
import { WeightSliders } from './inputs/WeightSliders';
import type { NodeFormProps } from './nodeFormProps';

export default function AbTestingForm({ config, onChange, problems, readOnly }: NodeFormProps<{ weights: number[]; sticky: boolean }>) {
  return (
    <>
      <div className="field">
        <div className="node-form__label-row">
          <span className="field__label">
            Branches <span className="node-form__count">({config.weights.length}/{AB_WEIGHTS_MAX})</span>
          </span>
          {readOnly ? null : (
            <span className="node-form__buttons">
              <button type="button" className="button button--ghost button--sm" disabled={!canRemoveBranch(config.weights)} data-testid="ab-remove-branch" onClick={() => onChange({ ...config, weights: removeBranch(config.weights) })}>
                − Remove branch
              </button>
              <button type="button" className="button button--ghost button--sm" disabled={!canAddBranch(config.weights)} data-testid="ab-add-branch" onClick={() => onChange({ ...config, weights: addBranch(config.weights) })}>
                + Add branch
              </button>
            </span>
          )}
        </div>
        <WeightSliders weights={config.weights} disabled={readOnly} testId="ab-weights" onChange={(weights) => onChange({ ...config, weights })} />
        <p className="field__hint">Drag a boundary to change the split; each branch keeps at least 1 %.</p>
        <FieldErrors errors={problems.under('weights')} testId="ab-weights" />
      </div>
      <CheckboxField
        label="Sticky: a returning visitor gets the same branch"
        checked={config.sticky}
        disabled={readOnly}
        testId="ab-sticky"
        onChange={(sticky) => onChange({ ...config, sticky })}
      />
    </>
  );
}
