// A block's border (editor.md §3 Border: width, style, radius, colour; §5 width and radius 0–256).
import { BORDER_STYLES, type Border } from '../../../../engine/model/view/blockStyle';
import { SelectField } from '../../flow/nodeForms/inputs/SelectField';
import { ColourField } from './ColourField';
import type { StyleFieldProps } from './fieldProps';
import { StyleNumberField } from './StyleNumberField';

export function BorderField({ label, value, onChange, errorsAt, disabled, testId }: StyleFieldProps<Border>) {
  const set = (change: Partial<Border>) => onChange({ ...value, ...change });
  return (
    <fieldset className="view-prop-group" data-testid={testId}>
      <legend className="view-prop-group__legend">{label}</legend>
      <div className="view-prop-row">
        <StyleNumberField label="Width" rule="border-width-range" value={value.width} error={errorsAt('width')} disabled={disabled} testId={`${testId}-width`} onChange={(width) => set({ width })} />
        <StyleNumberField label="Radius" rule="border-radius-range" value={value.radius} error={errorsAt('radius')} disabled={disabled} testId={`${testId}-radius`} onChange={(radius) => set({ radius })} />
      </div>
      <div className="view-prop-row">
        <SelectField label="Style" value={value.style} options={BORDER_STYLES} disabled={disabled} testId={`${testId}-style`} error={errorsAt('style')} onChange={(style) => set({ style })} />
        <ColourField label="Colour" value={value.color} error={errorsAt('color')} disabled={disabled} testId={`${testId}-color`} onChange={(color) => set({ color })} />
      </div>
    </fieldset>
  );
}
