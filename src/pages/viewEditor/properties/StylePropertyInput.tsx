// The input of one style property, the same for the block's own style and for an override's modifier: colours
// get the colour field, numbers the ranged number field, pairs, border, transform, shadows, background and font
// their composite fields.
import { ALIGNS, CHECK_WEIGHTS, type Background, type Border, type BlockType, type CheckWeight, type Font, type ModifiableProperty, type ResolvedStyle, type Shadow, type Transform } from '../../../../engine/model/view/blockStyle';
import { SelectField } from '../../flow/nodeForms/inputs/SelectField';
import { BackgroundField } from '../fields/BackgroundField';
import { BorderField } from '../fields/BorderField';
import { ColourField } from '../fields/ColourField';
import type { ChangeKind, ErrorsAt } from '../fields/fieldProps';
import { FontField } from '../fields/FontField';
import { NumberPairField } from '../fields/NumberPairField';
import { ShadowsField } from '../fields/ShadowsField';
import { StyleNumberField } from '../fields/StyleNumberField';
import { TransformField } from '../fields/TransformField';
import { propertyLabel } from './propertyLabels';

interface StylePropertyInputProps {
  blockType: BlockType;
  property: ModifiableProperty;
  value: unknown;
  onChange(value: unknown, kind?: ChangeKind): void;
  errorsAt: ErrorsAt;
  disabled: boolean;
  testId: string;
  /** Shown instead of the property's own name (an override's row names the property already). */
  label?: string;
}

export function StylePropertyInput({ blockType, property, value, onChange, errorsAt, disabled, testId, label = propertyLabel(blockType, property) }: StylePropertyInputProps) {
  const common = { label, errorsAt, disabled, testId, onChange };
  switch (property) {
    case 'align':
      return <SelectField label={label} value={value as ResolvedStyle['align']} options={ALIGNS} disabled={disabled} testId={testId} error={errorsAt('')} onChange={onChange} />;
    case 'weight':
      return <SelectField label={label} value={value as CheckWeight} options={CHECK_WEIGHTS} disabled={disabled} testId={testId} error={errorsAt('')} onChange={onChange} />;
    case 'gap':
      return <StyleNumberField label={label} rule="gap-range" value={value as number} error={errorsAt('')} disabled={disabled} testId={testId} onChange={onChange} />;
    case 'transition':
      return <StyleNumberField label={label} rule="transition-range" value={value as number} error={errorsAt('')} disabled={disabled} testId={testId} onChange={onChange} />;
    case 'size':
      return <StyleNumberField label={label} rule="size-range" value={value as number} error={errorsAt('')} disabled={disabled} testId={testId} onChange={onChange} />;
    case 'padding':
      return <NumberPairField {...common} value={value as [number, number]} rule="padding-range" names={['Vertical', 'Horizontal']} keys={['vertical', 'horizontal']} />;
    case 'color':
    case 'labelColor':
    case 'placeholderColor':
    case 'checkColor':
      return <ColourField label={label} value={value as string} error={errorsAt('')} disabled={disabled} testId={testId} onChange={onChange} />;
    case 'background':
      return <BackgroundField {...common} value={value as Background} withImage={blockType === 'container'} />;
    case 'border':
      return <BorderField {...common} value={value as Border} />;
    case 'transform':
    case 'labelTransform':
      return <TransformField {...common} value={value as Transform} />;
    case 'shadows':
      return <ShadowsField {...common} value={value as Shadow[]} />;
    case 'font':
    case 'labelFont':
      return <FontField label={label} value={value as Font} disabled={disabled} testId={testId} errorsAt={errorsAt} onChange={onChange} />;
  }
}
