// A block's shadows (editor.md §3 Shadow: offset x/y, blur, spread, colour, inset; §5 offsets -256–256, blur and
// spread 0–256, at most 5): a list with add (hidden at the limit) and remove; adding and removing are undo steps
// of their own.
import { completeProperty, type Shadow } from '../../../../engine/model/view/blockStyle';
import { SHADOWS_MAX } from '../../../../engine/model/view/styleValueSchemas';
import { FieldErrors } from '../../flow/nodeForms/inputs/FieldErrors';
import { ColourField } from './ColourField';
import { within, type StyleFieldProps } from './fieldProps';
import { NumberPairField } from './NumberPairField';
import { StyleNumberField } from './StyleNumberField';

/** A new shadow: the renderer's defaults (offset 0/2, blur 4, spread 0, #00000040, outset). */
export const newShadow = (): Shadow => (completeProperty('shadows', [{}], []) as Shadow[])[0]!;

export function ShadowsField({ label, value, onChange, errorsAt, disabled, testId }: StyleFieldProps<Shadow[]>) {
  const replace = (index: number, change: Partial<Shadow>) => onChange(value.map((shadow, each) => (each === index ? { ...shadow, ...change } : shadow)));
  const listError = value.length > SHADOWS_MAX ? errorsAt('') : undefined;
  return (
    <fieldset className="view-prop-group" data-testid={testId}>
      <legend className="view-prop-group__legend">
        {label} <span className="view-prop-group__count">{value.length}/{SHADOWS_MAX}</span>
      </legend>
      {value.length === 0 ? <p className="field__hint">No shadow.</p> : null}
      {value.map((shadow, index) => {
        const at = within(errorsAt, index);
        const id = `${testId}-${index}`;
        return (
          <div className="view-prop-item" key={index} data-testid={id}>
            <div className="view-prop-item__head">
              <span>Shadow {index + 1}</span>
              {disabled ? null : (
                <button type="button" className="view-prop-icon" aria-label={`Remove shadow ${index + 1}`} title="Remove" data-testid={`${id}-remove`} onClick={() => onChange(value.filter((_, each) => each !== index), 'step')}>
                  ×
                </button>
              )}
            </div>
            <NumberPairField label="Offset" rule="shadow-offset-range" names={['X', 'Y']} value={shadow.offset} errorsAt={within(at, 'offset')} disabled={disabled} testId={`${id}-offset`} onChange={(offset) => replace(index, { offset })} />
            <div className="view-prop-row">
              <StyleNumberField label="Blur" rule="shadow-blur-range" value={shadow.blur} error={at('blur')} disabled={disabled} testId={`${id}-blur`} onChange={(blur) => replace(index, { blur })} />
              <StyleNumberField label="Spread" rule="shadow-spread-range" value={shadow.spread} error={at('spread')} disabled={disabled} testId={`${id}-spread`} onChange={(spread) => replace(index, { spread })} />
            </div>
            <div className="view-prop-row view-prop-row--end">
              <ColourField label="Colour" value={shadow.color} error={at('color')} disabled={disabled} testId={`${id}-color`} onChange={(color) => replace(index, { color })} />
              <label className="checkbox-field__row">
                <input type="checkbox" checked={shadow.inset} disabled={disabled} data-testid={`${id}-inset`} onChange={(event) => replace(index, { inset: event.target.checked })} />
                <span>Inset</span>
              </label>
            </div>
          </div>
        );
      })}
      {!disabled && value.length < SHADOWS_MAX ? (
        <button type="button" className="view-prop-add" data-testid={`${testId}-add`} onClick={() => onChange([...value, newShadow()], 'step')}>
          + Add a shadow
        </button>
      ) : null}
      <FieldErrors errors={[listError]} testId={testId} />
    </fieldset>
  );
}
