// The selected block's property form (editor.md §2 side panel, §3 properties): titled by the block type, the
// config fields of each type, the image picker and the font. Each edit is one block command; typing in one
// field coalesces into one undo step. Errors come from the same schema the server checks on save.
import { validate } from 'superstruct';
import { blockSchema } from '../../../../engine/model/kinds/viewBlockSchema';
import { CONFIG_DEFAULTS, DIRECTIONS, INPUT_TYPES } from '../../../../engine/model/view/blockConfig';
import { updateBlock } from '../../../../engine/model/view/blockCommands';
import { resolveBlockStyle } from '../../../../engine/model/view/resolveBlock';
import { STYLE_PROPERTIES, type Font } from '../../../../engine/model/view/blockStyle';
import { forEachBlock, type Block } from '../../../../engine/model/view/blockTree';
import { Button } from '../../../ui/Button';
import { FontField } from '../fields/FontField';
import { ImageFileField } from '../fields/ImageFileField';
import { useViewEditor } from '../viewEditorApi';
import { DraftTextInput } from './DraftTextInput';

function selectedBlock(root: Block, id: number | null): Block | null {
  let found: Block | null = null;
  if (id !== null) forEachBlock(root, (block) => (block.id === id ? (found = block) : undefined));
  return found;
}

/** The first rule the block breaks, by field path ("config.label"), or null. */
function blockProblem(block: Block): { path: string; rule: string } | null {
  const [error] = validate({ ...block, children: block.children ? [] : undefined }, blockSchema);
  if (!error) return null;
  const failure = error.failures()[0]!;
  return { path: failure.path.join('.'), rule: failure.refinement ?? failure.type };
}

export function BlockPropertiesPanel() {
  const editor = useViewEditor();
  const block = selectedBlock(editor.root, editor.selectedId);
  if (!block) {
    return (
      <aside className="view-properties" data-testid="view-properties">
        <div data-testid="view-properties-empty">
          <p>Select a block to edit it.</p>
          {editor.readOnly ? null : <Button onClick={editor.openAddBlock}>Add a block</Button>}
        </div>
      </aside>
    );
  }
  const config = { ...(CONFIG_DEFAULTS[block.type] as Record<string, unknown>), ...block.config };
  const disabled = editor.readOnly;
  const problem = blockProblem(block);
  const setConfig = (field: string, value: unknown) => editor.run((root) => updateBlock(root, block.id, { config: { [field]: value } }), { coalesce: `${block.id}:config.${field}` });
  const errorFor = (field: string) =>
    problem?.path === `config.${field}` ? (
      <span className="field__error" role="alert" data-testid={`view-property-error-${field}`}>
        {problem.rule}
      </span>
    ) : null;
  const text = (field: string, label: string, multiline = false) => (
    <label className="field" key={field}>
      <span className="field__label">{label}</span>
      <DraftTextInput value={String(config[field] ?? '')} disabled={disabled} multiline={multiline} onChange={(value) => setConfig(field, value)} testId={`view-property-${field}`} />
      {errorFor(field)}
    </label>
  );
  const check = (field: string, label: string) => (
    <label className="checkbox-field__row" key={field}>
      <input type="checkbox" checked={Boolean(config[field])} disabled={disabled} onChange={(event) => setConfig(field, event.target.checked)} data-testid={`view-property-${field}`} />
      <span>{label}</span>
    </label>
  );
  const choice = (field: string, label: string, options: readonly string[]) => (
    <label className="field" key={field}>
      <span className="field__label">{label}</span>
      <select value={String(config[field])} disabled={disabled} onChange={(event) => setConfig(field, event.target.value)} data-testid={`view-property-${field}`}>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  );
  const fields: Record<Block['type'], () => React.ReactNode> = {
    container: () => [choice('direction', 'Direction', DIRECTIONS), check('adaptive', 'Stack columns on narrow screens')],
    text: () => text('text', 'Text ({{value}} inserts a context value)', true),
    button: () => text('label', 'Label'),
    image: () => [
      <ImageFileField key="image" label="Image" value={(config.image as string | null) ?? null} onChange={(image) => setConfig('image', image)} disabled={disabled} testId="view-property-image" />,
      text('alt', 'Alternative text'),
    ],
    checkbox: () => [text('name', 'Name (the context value)'), text('label', 'Label'), check('defaultValue', 'Checked at first'), check('required', 'Required')],
    input: () => [text('name', 'Name (the context value)'), text('label', 'Label'), text('placeholder', 'Placeholder'), choice('type', 'Type', INPUT_TYPES), text('defaultValue', 'Default value'), check('required', 'Required'), text('pattern', 'Pattern (regular expression)')],
  };
  const hasFont = STYLE_PROPERTIES[block.type].includes('font');
  return (
    <aside className="view-properties" data-testid="view-properties">
      <h2 className="view-properties__title" data-testid="view-properties-title">
        {block.type} <span className="view-properties__id">#{block.id}</span>
      </h2>
      <fieldset className="view-properties__section" disabled={disabled}>
        <legend>Config</legend>
        {fields[block.type]()}
      </fieldset>
      {hasFont ? (
        <fieldset className="view-properties__section" disabled={disabled}>
          <legend>Font</legend>
          <FontField
            label="Font"
            value={resolveBlockStyle(block).font as Font}
            disabled={disabled}
            testId="view-property-font"
            onChange={(font) => editor.run((root) => updateBlock(root, block.id, { style: { font } }), { coalesce: `${block.id}:style.font` })}
          />
        </fieldset>
      ) : null}
      {problem && !problem.path.startsWith('config.') ? (
        <p className="field__error" role="alert" data-testid="view-property-error">
          {problem.path}: {problem.rule}
        </p>
      ) : null}
    </aside>
  );
}
