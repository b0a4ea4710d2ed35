// Two numbers of one style value side by side: padding (vertical, horizontal), translate and shadow offsets (x, y).
import type { RangeRule } from './styleRanges';
import type { StyleFieldProps } from './fieldProps';
import { StyleNumberField } from './StyleNumberField';

interface NumberPairFieldProps extends StyleFieldProps<[number, number]> {
  rule: RangeRule;
  names: readonly [string, string];
  /** Test id suffixes of the two numbers. */
  keys?: readonly [string, string];
}

export function NumberPairField({ label, value, onChange, errorsAt, disabled, testId, rule, names, keys = ['x', 'y'] }: NumberPairFieldProps) {
  return (
    <fieldset className="view-prop-group" data-testid={testId}>
      <legend className="view-prop-group__legend">{label}</legend>
      <div className="view-prop-row">
        {([0, 1] as const).map((index) => (
          <StyleNumberField
            key={index}
            label={names[index]}
            rule={rule}
            value={value[index]}
            error={errorsAt(String(index))}
            disabled={disabled}
            testId={`${testId}-${keys[index]}`}
            onChange={(number) => onChange(index === 0 ? [number, value[1]] : [value[0], number])}
          />
        ))}
      </div>
    </fieldset>
  );
}
