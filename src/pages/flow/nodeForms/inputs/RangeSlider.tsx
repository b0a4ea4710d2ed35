// A single-value slider with end labels and the current value (the ai_prompt temperature: 0 to 2, step 0.01,
// deterministic → random).
import { useId } from 'react';
import { FieldErrors } from './FieldErrors';

interface RangeSliderProps {
  label: string;
  value: number;
  onChange(value: number): void;
  min: number;
  max: number;
  step: number;
  startLabel: string;
  endLabel: string;
  disabled?: boolean;
  testId?: string;
  error?: string | undefined;
}

export function RangeSlider({ label, value, onChange, min, max, step, startLabel, endLabel, disabled, testId, error }: RangeSliderProps) {
  const id = useId();
  return (
    <div className="field">
      <div className="node-form__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <output htmlFor={id} className="node-form__value" data-testid={testId ? `${testId}-value` : undefined}>
          {value.toFixed(2)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="range-slider"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => onChange(Math.round(Number(event.target.value) / step) * step)}
      />
      <div className="range-slider__ends" aria-hidden="true">
        <span>{startLabel}</span>
        <span>{endLabel}</span>
      </div>
      <FieldErrors errors={[error]} testId={testId} />
    </div>
  );
}
