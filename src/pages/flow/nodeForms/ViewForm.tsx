// View: until the block editor exists its modal edits whether the view is a dialog and the dialog's size.
// The blocks (root) are kept as they are.
import { DIALOG_SIZE_WIDTH, DIALOG_SIZES, type DialogSize } from '../../../../engine/model/index';
import { CheckboxField } from './inputs/CheckboxField';
import { SelectField } from './inputs/SelectField';
import type { NodeFormProps } from './nodeFormProps';

const SIZE_LABELS = Object.fromEntries(DIALOG_SIZES.map((size) => [size, `${size} (${DIALOG_SIZE_WIDTH[size]})`])) as Record<DialogSize, string>;

export default function ViewForm({ config, onChange, readOnly }: NodeFormProps<{ root: unknown; dialog: boolean; size: DialogSize }>) {
  return (
    <>
      <CheckboxField label="Show as a dialog" checked={config.dialog} disabled={readOnly} testId="view-dialog" hint="A dialog adds a last output for its close button." onChange={(dialog) => onChange({ ...config, dialog })} />
      {config.dialog ? <SelectField label="Dialog size" value={config.size} options={DIALOG_SIZES} labels={SIZE_LABELS} disabled={readOnly} testId="view-size" onChange={(size) => onChange({ ...config, size })} /> : null}
      <p className="field__hint">The blocks of the view are edited in the view editor.</p>
    </>
  );
}
