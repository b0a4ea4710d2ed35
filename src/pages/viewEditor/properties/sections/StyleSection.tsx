// A style section (layout, font, appearance, border): the input of each of its properties the block type has.
// A lone property named like its section (Border, Font) does not repeat the section's title.
import type { ModifiableProperty } from '../../../../../engine/model/view/blockStyle';
import { within } from '../../fields/fieldProps';
import type { BlockForm } from '../blockForm';
import { propertyLabel } from '../propertyLabels';
import { StylePropertyInput } from '../StylePropertyInput';

export function StyleSection({ form, properties, title }: { form: BlockForm; properties: readonly ModifiableProperty[]; title: string }) {
  const solo = properties.length === 1 && propertyLabel(form.block.type, properties[0]!) === title;
  return (
    <div className={solo ? 'view-props-solo' : 'view-props-list'}>
      {properties.map((property) => (
        <StylePropertyInput
          key={property}
          blockType={form.block.type}
          property={property}
          value={form.style(property)}
          errorsAt={within(form.errorsAt, `style.${property}`)}
          disabled={form.disabled}
          testId={`view-style-${property}`}
          onChange={(value, kind) => form.setStyle(property, value, kind)}
        />
      ))}
    </div>
  );
}
