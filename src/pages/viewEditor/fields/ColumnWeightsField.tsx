// The column widths of a row container (editor.md §3 weights: one per child, summing to 12 columns). Adding or
// removing children re-splits them evenly (engine/model/view/blockCommands.ts); here they are fine-tuned.
import { VIEW_COLUMNS } from '../../../../engine/model/view/blockConfig';
import { FieldErrors } from '../../flow/nodeForms/inputs/FieldErrors';
import { StyleNumberField } from './StyleNumberField';

interface ColumnWeightsFieldProps {
  weights: readonly number[];
  count: number;
  onChange(weights: number[]): void;
  /** The message of a weight at an index. */
  errorAt(index: number): string | undefined;
  /** The row's own rules (count and sum). */
  error: string | undefined;
  disabled: boolean;
  testId: string;
}

export function ColumnWeightsField({ weights, count, onChange, errorAt, error, disabled, testId }: ColumnWeightsFieldProps) {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return (
    <fieldset className="view-prop-group" data-testid={testId}>
      <legend className="view-prop-group__legend">
        Column widths{' '}
        <span className="view-prop-group__count" data-testid={`${testId}-sum`}>
          {sum}/{VIEW_COLUMNS}
        </span>
      </legend>
      <div className="view-prop-weights">
        {Array.from({ length: count }, (_, index) => (
          <StyleNumberField
            key={index}
            label={`Child ${index + 1}`}
            rule="column-weight-range"
            value={weights[index] ?? 0}
            error={errorAt(index)}
            disabled={disabled}
            testId={`${testId}-${index}`}
            onChange={(weight) => onChange(Array.from({ length: count }, (_, each) => (each === index ? weight : (weights[each] ?? 0))))}
          />
        ))}
      </div>
      <FieldErrors errors={[error]} testId={testId} />
    </fieldset>
  );
}
