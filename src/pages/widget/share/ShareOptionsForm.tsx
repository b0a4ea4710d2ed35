import { isWidgetDataAttribute } from '../../../../contracts/sharePayload';
import { Button } from '../../../ui/Button';
import { tabOptions, type DataAttribute, type ShareOptions, type ShareTab } from './shareOptions';

const FLAGS = [
  { key: 'debug', label: 'Debug', hint: 'Log each runtime step to the browser console.' },
  { key: 'lazyLoad', label: 'Lazy load', hint: 'Load nothing until the widget comes near the viewport.' },
  { key: 'pixel', label: 'Pixel', hint: 'Record the show with an image when the runtime cannot load.' },
] as const;

/** The options the current tab offers: the flags, then the data attributes list. */
export function ShareOptionsForm({ tab, options, onChange }: { tab: ShareTab; options: ShareOptions; onChange(change: Partial<ShareOptions>): void }) {
  const offered = tabOptions(tab);
  const setAttribute = (index: number, change: Partial<DataAttribute>) =>
    onChange({ dataAttributes: options.dataAttributes.map((attribute, at) => (at === index ? { ...attribute, ...change } : attribute)) });
  return (
    <div className="share-options" data-testid="share-options">
      {FLAGS.filter((flag) => offered.includes(flag.key)).map((flag) => (
        <label key={flag.key} className="share-options__flag">
          <input type="checkbox" checked={options[flag.key]} onChange={(event) => onChange({ [flag.key]: event.target.checked })} data-testid={`share-option-${flag.key}`} />
          <span>
            <span className="share-options__label">{flag.label}</span>
            <span className="share-options__hint">{flag.hint}</span>
          </span>
        </label>
      ))}
      <fieldset className="share-options__attributes">
        <legend className="share-options__label">Data attributes</legend>
        <p className="share-options__hint">Entrypoint context values, e.g. data-user-id. Only names starting with data- are used.</p>
        {options.dataAttributes.map((attribute, index) => {
          const ignored = attribute.name !== '' && !isWidgetDataAttribute(attribute.name);
          return (
            <div key={index} className="share-options__attribute" data-testid="share-attribute">
              <input
                className="field__input"
                aria-label={`Attribute ${index + 1} name`}
                placeholder="data-user-id"
                value={attribute.name}
                aria-invalid={ignored || undefined}
                onChange={(event) => setAttribute(index, { name: event.target.value })}
                data-testid="share-attribute-name"
              />
              <input
                className="field__input"
                aria-label={`Attribute ${index + 1} value`}
                placeholder="value"
                value={attribute.value}
                onChange={(event) => setAttribute(index, { value: event.target.value })}
                data-testid="share-attribute-value"
              />
              <Button size="sm" variant="ghost" aria-label={`Remove attribute ${index + 1}`} onClick={() => onChange({ dataAttributes: options.dataAttributes.filter((_, at) => at !== index) })} data-testid="share-attribute-remove">
                Remove
              </Button>
              {ignored ? (
                <span className="field__hint share-options__ignored" data-testid="share-attribute-ignored">
                  Not used: the name must start with data- and have more after it (lowercase letters, digits, dashes).
                </span>
              ) : null}
            </div>
          );
        })}
        <Button size="sm" onClick={() => onChange({ dataAttributes: [...options.dataAttributes, { name: 'data-', value: '' }] })} data-testid="share-attribute-add">
          Add attribute
        </Button>
      </fieldset>
    </div>
  );
}
