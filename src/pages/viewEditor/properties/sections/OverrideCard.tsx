// One override: its states (checkboxes of the states the block type allows), up/down/remove, and its modifiers
// (property select + the property's own input, remove; add while under 10).
import type { ModifiableProperty, Override } from '../../../../../engine/model/view/blockStyle';
import { FieldErrors } from '../../../flow/nodeForms/inputs/FieldErrors';
import { within, type ChangeKind, type ErrorsAt } from '../../fields/fieldProps';
import type { BlockForm } from '../blockForm';
import { formModifierValue } from '../formValues';
import { addModifier, allowedStates, canAddModifier, MODIFIERS_MAX, modifiableProperties, removeModifier, replaceModifier, toggleState, unusedProperties } from '../overrideEdits';
import { propertyLabel } from '../propertyLabels';
import { StylePropertyInput } from '../StylePropertyInput';

interface OverrideCardProps {
  form: BlockForm;
  index: number;
  count: number;
  override: Override;
  overrides: Override[];
  errorsAt: ErrorsAt;
  onChange(next: Override[], kind?: ChangeKind): void;
  onMove(direction: -1 | 1): void;
  onRemove(): void;
}

export function OverrideCard({ form, index, count, override, overrides, errorsAt, onChange, onMove, onRemove }: OverrideCardProps) {
  const type = form.block.type;
  const id = `view-override-${index}`;
  const unused = unusedProperties(override, type);
  const label = (property: ModifiableProperty) => propertyLabel(type, property);
  /** A new modifier starts from the block's own value of the property. */
  const modifierFor = (property: ModifiableProperty) => ({ property, value: form.style(property) });
  return (
    <li className="view-override" data-testid={id}>
      <div className="view-override__head">
        <span className="view-override__title">Override {index + 1}</span>
        {form.disabled ? null : (
          <span className="view-override__actions">
            <button type="button" className="view-prop-icon" aria-label={`Move override ${index + 1} up`} title="Move up" disabled={index === 0} data-testid={`${id}-up`} onClick={() => onMove(-1)}>
              ↑
            </button>
            <button type="button" className="view-prop-icon" aria-label={`Move override ${index + 1} down`} title="Move down" disabled={index === count - 1} data-testid={`${id}-down`} onClick={() => onMove(1)}>
              ↓
            </button>
            <button type="button" className="view-prop-icon" aria-label={`Remove override ${index + 1}`} title="Remove" data-testid={`${id}-remove`} onClick={onRemove}>
              ×
            </button>
          </span>
        )}
      </div>
      <fieldset className="view-override__states">
        <legend className="view-prop-group__legend">When</legend>
        {allowedStates(type).map((state) => (
          <label key={state} className="view-state-toggle">
            <input type="checkbox" checked={override.when.includes(state)} data-testid={`${id}-state-${state}`} onChange={(event) => onChange(toggleState(overrides, index, type, state, event.target.checked), 'step')} />
            <span>{state}</span>
          </label>
        ))}
      </fieldset>
      <FieldErrors errors={[errorsAt('when')]} testId={`${id}-when`} />
      {override.styles.length === 0 ? <p className="field__hint">Add the properties this override changes.</p> : null}
      {override.styles.map((modifier, modifierIndex) => {
        const modifierId = `${id}-modifier-${modifierIndex}`;
        const choices = [modifier.property, ...unused];
        return (
          <div className="view-modifier" key={modifierIndex} data-testid={modifierId}>
            <div className="view-modifier__head">
              <select
                className="field__input"
                aria-label={`Property of modifier ${modifierIndex + 1}`}
                value={modifier.property}
                data-testid={`${modifierId}-property`}
                onChange={(event) => onChange(replaceModifier(overrides, index, modifierIndex, modifierFor(event.target.value as ModifiableProperty)), 'step')}
              >
                {modifiableProperties(type)
                  .filter((property) => choices.includes(property))
                  .map((property) => (
                    <option key={property} value={property}>
                      {label(property)}
                    </option>
                  ))}
              </select>
              {form.disabled ? null : (
                <button type="button" className="view-prop-icon" aria-label={`Remove ${label(modifier.property)} from override ${index + 1}`} title="Remove" data-testid={`${modifierId}-remove`} onClick={() => onChange(removeModifier(overrides, index, modifierIndex), 'step')}>
                  ×
                </button>
              )}
            </div>
            <StylePropertyInput
              blockType={type}
              property={modifier.property}
              label={label(modifier.property)}
              value={formModifierValue(form.block, modifier.property, modifier.value)}
              errorsAt={within(within(errorsAt, `styles.${modifierIndex}`), 'value')}
              disabled={form.disabled}
              testId={`${modifierId}-value`}
              onChange={(value, kind) => onChange(replaceModifier(overrides, index, modifierIndex, { property: modifier.property, value }), kind)}
            />
          </div>
        );
      })}
      {!form.disabled && canAddModifier(override) && unused.length > 0 ? (
        <select
          className="field__input view-modifier__add"
          aria-label={`Add a property to override ${index + 1}`}
          value=""
          data-testid={`${id}-add-property`}
          onChange={(event) => event.target.value && onChange(addModifier(overrides, index, modifierFor(event.target.value as ModifiableProperty)), 'step')}
        >
          <option value="">+ Add a property ({override.styles.length}/{MODIFIERS_MAX})</option>
          {unused.map((property) => (
            <option key={property} value={property}>
              {label(property)}
            </option>
          ))}
        </select>
      ) : null}
      <FieldErrors errors={[form.errorExactly(`style.overrides.${index}.styles`)]} testId={`${id}-styles`} />
    </li>
  );
}
