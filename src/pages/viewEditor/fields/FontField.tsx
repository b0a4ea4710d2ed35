// Font of a block (editor.md §3 font, §7 fonts calls). OWNED BY the fonts/files work: this first version edits
// the family as text and the size; the searchable family picker and the variant select replace it.
import type { Font } from '../../../../engine/model/view/blockStyle';

export interface FontFieldProps {
  label: string;
  value: Font;
  onChange(font: Font): void;
  disabled?: boolean;
  testId?: string;
}

export function FontField({ label, value, onChange, disabled, testId }: FontFieldProps) {
  return (
    <fieldset className="font-field" data-testid={testId} disabled={disabled}>
      <legend>{label}</legend>
      <input aria-label={`${label} family`} value={value.family} onChange={(event) => onChange({ ...value, family: event.target.value, url: null })} />
      <input aria-label={`${label} size`} type="number" value={value.size} onChange={(event) => onChange({ ...value, size: Number(event.target.value) })} />
    </fieldset>
  );
}
