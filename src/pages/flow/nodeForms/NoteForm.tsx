// Note: text, colour (seven swatches) and width.
import { NOTE_COLORS, NOTE_WIDTH_MAX, NOTE_WIDTH_MIN } from '../../../../engine/model/index';
import { FieldErrors } from './inputs/FieldErrors';
import { NumberField } from './inputs/NumberField';
import type { NodeFormProps } from './nodeFormProps';

type NoteColor = (typeof NOTE_COLORS)[number];

export default function NoteForm({ config, onChange, problems, readOnly }: NodeFormProps<{ width: number; text: string; color: NoteColor }>) {
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor="note-text">
          Text
        </label>
        <textarea id="note-text" className="field__input" rows={6} value={config.text} disabled={readOnly} data-testid="note-text" aria-invalid={problems.at('text') ? true : undefined} onChange={(event) => onChange({ ...config, text: event.target.value })} />
        <FieldErrors errors={[problems.at('text')]} testId="note-text" />
      </div>
      <fieldset className="node-form__group">
        <legend className="field__label">Colour</legend>
        <div className="note-swatches" role="radiogroup" aria-label="Colour">
          {NOTE_COLORS.map((color) => (
            <label key={color} className={`note-swatch note-swatch--${color}`} title={color}>
              <input type="radio" name="note-color" value={color} checked={config.color === color} disabled={readOnly} data-testid={`note-color-${color}`} onChange={() => onChange({ ...config, color })} />
              <span className="visually-hidden">{color}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <NumberField label="Width" unit={`${NOTE_WIDTH_MIN} to ${NOTE_WIDTH_MAX} px`} value={config.width} min={NOTE_WIDTH_MIN} max={NOTE_WIDTH_MAX} integer disabled={readOnly} testId="note-width" error={problems.at('width')} onChange={(width) => onChange({ ...config, width })} />
    </>
  );
}
