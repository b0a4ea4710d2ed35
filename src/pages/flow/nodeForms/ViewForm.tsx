// View: the form edits whether the view is a dialog and its size, and opens the full-screen view editor
// (src/pages/viewEditor/) for the blocks. The editor's Save hands back the whole view config as one change of
// this form; the node modal's Save then writes it to the flow as one undoable command.
import { useMemo, useState } from 'react';
import { DIALOG_SIZE_WIDTH, DIALOG_SIZES, type DialogSize } from '../../../../engine/model/index';
import type { ViewConfig } from '../../../../engine/model/kinds/viewKind';
import { buttonBlocks, type Block } from '../../../../engine/model/view/blockTree';
import { ViewEditorScreen } from '../../viewEditor/ViewEditorScreen';
import { CheckboxField } from './inputs/CheckboxField';
import { useNodeFormEnvironment } from './NodeFormContext';
import { SelectField } from './inputs/SelectField';
import type { NodeFormProps } from './nodeFormProps';

const SIZE_LABELS = Object.fromEntries(DIALOG_SIZES.map((size) => [size, `${size} (${DIALOG_SIZE_WIDTH[size]})`])) as Record<DialogSize, string>;

export default function ViewForm({ config, onChange, readOnly }: NodeFormProps<ViewConfig>) {
  const [designing, setDesigning] = useState(false);
  const buttons = buttonBlocks(config.root as Block).length;
  // Secrets never render to visitors: the view editor only offers the values of upstream nodes.
  const { contextValues } = useNodeFormEnvironment();
  const viewValues = useMemo(() => contextValues.filter((value) => value.source === 'node'), [contextValues]);
  return (
    <>
      <CheckboxField label="Show as a dialog" checked={config.dialog} disabled={readOnly} testId="view-dialog" hint="A dialog adds a last output for its close button." onChange={(dialog) => onChange({ ...config, dialog })} />
      {config.dialog ? <SelectField label="Dialog size" value={config.size} options={DIALOG_SIZES} labels={SIZE_LABELS} disabled={readOnly} testId="view-size" onChange={(size) => onChange({ ...config, size })} /> : null}
      <p className="field__hint" data-testid="view-summary">
        {buttons} button{buttons === 1 ? '' : 's'}: one output each{config.dialog ? ', and one for closing the dialog' : ''}.
      </p>
      {/* A link-button: the read-only form's fieldset would disable a <button>, and read-only users open the editor too (in preview). */}
      <a
        href="#design-view"
        role="button"
        className="button button--primary"
        data-testid="view-design"
        onClick={(event) => {
          event.preventDefault();
          setDesigning(true);
        }}
      >
        {readOnly ? 'Preview the view' : 'Design the view'}
      </a>
      {designing ? (
        <ViewEditorScreen
          config={config}
          readOnly={readOnly}
          contextValues={viewValues}
          onCancel={() => setDesigning(false)}
          onSave={(next) => {
            onChange(next);
            setDesigning(false);
          }}
        />
      ) : null}
    </>
  );
}
