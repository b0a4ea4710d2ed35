// The config section of each block type (editor.md §3 block configs): container direction, column widths and
// adaptive; the text with its {{context value}} chips; button label; image file and alt text; checkbox and input
// names, labels and defaults (their rules are in the validation section).
import { DIRECTIONS } from '../../../../../engine/model/view/blockConfig';
import { SelectField } from '../../../flow/nodeForms/inputs/SelectField';
import { ColumnWeightsField } from '../../fields/ColumnWeightsField';
import { ImageFileField } from '../../fields/ImageFileField';
import { TokenTextField } from '../../fields/TokenTextField';
import { FieldErrors } from '../../../flow/nodeForms/inputs/FieldErrors';
import { useViewEditor } from '../../viewEditorApi';
import type { BlockForm } from '../blockForm';
import { ConfigCheck, ConfigChoice, ConfigText } from '../ConfigFields';

const NAME_HINT = 'The context value the buttons hand on.';

export function ConfigSection({ form }: { form: BlockForm }) {
  switch (form.block.type) {
    case 'container':
      return <ContainerConfig form={form} />;
    case 'text':
      return <TextConfig form={form} />;
    case 'button':
      return <ConfigText form={form} field="label" label="Label" hint="Each button is an output of the view node." />;
    case 'image':
      return (
        <>
          <ImageFileField label="Image" value={(form.config.image as string | null) ?? null} disabled={form.disabled} testId="view-property-image" onChange={(image) => form.setConfig('image', image, 'step')} />
          <FieldErrors errors={[form.errorsAt('config.image')]} testId="view-property-image" />
          <ConfigText form={form} field="alt" label="Alternative text" />
        </>
      );
    case 'checkbox':
      return (
        <>
          <ConfigText form={form} field="name" label="Name" hint={NAME_HINT} />
          <ConfigText form={form} field="label" label="Label" />
          <ConfigCheck form={form} field="defaultValue" label="Checked at first" />
        </>
      );
    case 'input':
      return (
        <>
          <ConfigText form={form} field="name" label="Name" hint={NAME_HINT} />
          <ConfigText form={form} field="label" label="Label" />
          <ConfigText form={form} field="placeholder" label="Placeholder" />
          <ConfigText form={form} field="defaultValue" label="Default value" />
        </>
      );
  }
}

function ContainerConfig({ form }: { form: BlockForm }) {
  const row = form.config.direction === 'row';
  const count = form.block.children?.length ?? 0;
  const weights = Array.isArray(form.config.weights) ? (form.config.weights as number[]) : [];
  return (
    <>
      <ConfigChoice form={form} field="direction" label="Direction" options={DIRECTIONS} />
      {row && count > 0 ? (
        <ColumnWeightsField
          weights={weights}
          count={count}
          disabled={form.disabled}
          testId="view-property-weights"
          errorAt={(index) => form.errorsAt(`config.weights.${index}`)}
          error={form.errorExactly('') ?? form.errorExactly('config.weights')}
          onChange={(next) => form.setConfig('weights', next)}
        />
      ) : null}
      {row ? <ConfigCheck form={form} field="adaptive" label="Stack the columns on narrow screens" /> : null}
    </>
  );
}

const HEADING_LEVELS = ['0', '1', '2', '3', '4', '5', '6'] as const;
const HEADING_LABELS: Record<(typeof HEADING_LEVELS)[number], string> = { '0': 'Body text (paragraph)', '1': 'Heading 1', '2': 'Heading 2', '3': 'Heading 3', '4': 'Heading 4', '5': 'Heading 5', '6': 'Heading 6' };

function TextConfig({ form }: { form: BlockForm }) {
  const editor = useViewEditor();
  const level = String(form.config.headingLevel ?? 0) as (typeof HEADING_LEVELS)[number];
  return (
    <>
      {/* What screen-reader users navigate by: a title is a heading, the rest body text (issue 25). */}
      <SelectField
        label="Role"
        value={HEADING_LEVELS.includes(level) ? level : '0'}
        options={HEADING_LEVELS}
        labels={HEADING_LABELS}
        disabled={form.disabled}
        testId="view-property-headingLevel"
        error={form.errorsAt('config.headingLevel')}
        onChange={(value) => form.setConfig('headingLevel', Number(value), 'step')}
      />
      <TextField form={form} editor={editor} />
    </>
  );
}

function TextField({ form, editor }: { form: BlockForm; editor: ReturnType<typeof useViewEditor> }) {
  return (
    <TokenTextField
      label="Text"
      value={String(form.config.text ?? '')}
      values={editor.contextValues}
      disabled={form.disabled}
      error={form.errorsAt('config.text')}
      testId="view-property-text"
      onChange={(text) => form.setConfig('text', text)}
    />
  );
}
