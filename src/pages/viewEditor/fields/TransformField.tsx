// A block's (or an input label's) transform (editor.md §3 Transform; §5 translate -256–256, scale 0–256,
// rotate -360–360).
import type { Transform } from '../../../../engine/model/view/blockStyle';
import { within, type StyleFieldProps } from './fieldProps';
import { NumberPairField } from './NumberPairField';
import { StyleNumberField } from './StyleNumberField';

export function TransformField({ label, value, onChange, errorsAt, disabled, testId }: StyleFieldProps<Transform>) {
  const set = (change: Partial<Transform>) => onChange({ ...value, ...change });
  return (
    <fieldset className="view-prop-group" data-testid={testId}>
      <legend className="view-prop-group__legend">{label}</legend>
      <NumberPairField
        label="Translate"
        rule="translate-range"
        names={['X', 'Y']}
        value={value.translate}
        errorsAt={within(errorsAt, 'translate')}
        disabled={disabled}
        testId={`${testId}-translate`}
        onChange={(translate) => set({ translate })}
      />
      <div className="view-prop-row">
        <StyleNumberField label="Scale" rule="scale-range" value={value.scale} error={errorsAt('scale')} disabled={disabled} testId={`${testId}-scale`} onChange={(scale) => set({ scale })} />
        <StyleNumberField label="Rotate" rule="rotate-range" value={value.rotate} error={errorsAt('rotate')} disabled={disabled} testId={`${testId}-rotate`} onChange={(rotate) => set({ rotate })} />
      </div>
    </fieldset>
  );
}
