// A number of a style value, its range and unit from the schema's rule (styleRanges.ts); a value outside it is
// kept and shown with the rule's message under the field (Save waits until it is fixed).
import { NumberField } from '../../flow/nodeForms/inputs/NumberField';
import { STYLE_RANGES, type RangeRule, type StyleRange } from './styleRanges';

interface StyleNumberFieldProps {
  label: string;
  rule: RangeRule;
  value: number;
  onChange(value: number): void;
  error: string | undefined;
  disabled: boolean;
  testId: string;
}

export function StyleNumberField({ label, rule, value, onChange, error, disabled, testId }: StyleNumberFieldProps) {
  const range: StyleRange = STYLE_RANGES[rule];
  return (
    <NumberField
      label={label}
      value={value}
      min={range.min}
      max={range.max}
      step={range.step ?? 1}
      integer={range.integer ?? false}
      {...(range.unit ? { unit: range.unit } : {})}
      onChange={onChange}
      error={error}
      disabled={disabled}
      testId={testId}
    />
  );
}
