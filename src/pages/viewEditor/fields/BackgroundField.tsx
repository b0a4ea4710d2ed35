// A block's background (editor.md §3 Background: colour, and for containers an image from the organization's
// files through the same picker as image blocks).
import type { Background } from '../../../../engine/model/view/blockStyle';
import { ColourField } from './ColourField';
import type { StyleFieldProps } from './fieldProps';
import { ImageFileField } from './ImageFileField';
import { FieldErrors } from '../../flow/nodeForms/inputs/FieldErrors';

export function BackgroundField({ label, value, onChange, errorsAt, disabled, testId, withImage }: StyleFieldProps<Background> & { withImage: boolean }) {
  return (
    <fieldset className="view-prop-group" data-testid={testId}>
      <legend className="view-prop-group__legend">{label}</legend>
      <ColourField label="Colour" value={value.color} error={errorsAt('color')} disabled={disabled} testId={`${testId}-color`} onChange={(color) => onChange({ ...value, color })} />
      {withImage ? (
        <>
          <ImageFileField label="Image" value={value.image} disabled={disabled} testId={`${testId}-image`} onChange={(image) => onChange({ ...value, image }, 'step')} />
          <FieldErrors errors={[errorsAt('image')]} testId={`${testId}-image`} />
        </>
      ) : null}
    </fieldset>
  );
}
