// The overrides of a button, input or checkbox (editor.md §4): an ordered list, the top one winning; a new
// override goes on top; each can move up or down or be removed; each names its states (only the type's) and its
// style modifiers, edited with the same inputs as the block's own style. Read-only hides every control that
// adds, removes or reorders.
import type { Override } from '../../../../../engine/model/view/blockStyle';
import { FieldErrors } from '../../../flow/nodeForms/inputs/FieldErrors';
import { within } from '../../fields/fieldProps';
import type { BlockForm } from '../blockForm';
import { addOverride, canAddOverride, moveOverride, OVERRIDES_MAX, removeOverride, storedOverrides } from '../overrideEdits';
import { OverrideCard } from './OverrideCard';

export function OverridesSection({ form }: { form: BlockForm }) {
  const overrides = storedOverrides(form.block.style);
  const set = (next: Override[], kind: 'typing' | 'step' = 'step') => form.setStyle('overrides', next, kind);
  const errorsAt = within(form.errorsAt, 'style.overrides');
  return (
    <>
      <p className="field__hint">
        Styles that apply in a state, as visitors (and Preview) see them. The top override wins. <span className="view-prop-group__count">{overrides.length}/{OVERRIDES_MAX}</span>
      </p>
      {!form.disabled && canAddOverride(overrides) ? (
        <button type="button" className="view-prop-add" data-testid="view-overrides-add" onClick={() => set(addOverride(overrides, form.block.type))}>
          + Add an override
        </button>
      ) : null}
      <ol className="view-overrides" data-testid="view-overrides">
        {overrides.map((override, index) => (
          <OverrideCard
            key={index}
            form={form}
            index={index}
            count={overrides.length}
            override={override}
            overrides={overrides}
            errorsAt={within(errorsAt, index)}
            onChange={set}
            onMove={(direction) => set(moveOverride(overrides, index, direction))}
            onRemove={() => set(removeOverride(overrides, index))}
          />
        ))}
      </ol>
      <FieldErrors errors={[form.errorExactly('style.overrides')]} testId="view-overrides" />
    </>
  );
}
