// The ab_testing split (editor.md §5): one track, a coloured segment per branch lettered A–E with its
// percentage, and a handle on each boundary. Handles move in whole percents and keep a 1 % gap.
import { AB_BRANCH_LABELS, moveStop, weightStops } from '../abTestingWeights';

export function WeightSliders({ weights, onChange, disabled, testId }: { weights: readonly number[]; onChange(weights: number[]): void; disabled?: boolean; testId: string }) {
  const stops = weightStops(weights);
  return (
    <div className="weight-sliders" data-testid={testId}>
      <div className="weight-sliders__track">
        {weights.map((weight, index) => (
          <span key={index} className={`weight-sliders__segment weight-sliders__segment--${index}`} style={{ width: `${weight}%` }} data-testid={`${testId}-segment`}>
            <strong>{AB_BRANCH_LABELS[index]}</strong> {weight}%
          </span>
        ))}
        {stops.map((stop, index) => (
          <input
            key={index}
            type="range"
            min={0}
            max={100}
            step={1}
            value={stop}
            disabled={disabled}
            className="weight-sliders__handle"
            aria-label={`Split between ${AB_BRANCH_LABELS[index]} and ${AB_BRANCH_LABELS[index + 1]}`}
            data-testid={`${testId}-handle-${index}`}
            onChange={(event) => onChange(moveStop(weights, index, Number(event.target.value)))}
          />
        ))}
      </div>
    </div>
  );
}
