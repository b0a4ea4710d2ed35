// The rules a visitor's entry must meet (editor.md §3 input config, §5 input rules): input type, required,
// pattern, and min/max, which are values for type number and lengths otherwise; checkbox required. Each rule that
// applies has its message (issue 25): what the visitor reads under the field and hears, the default text shown as
// the placeholder until the designer writes their own.
import { CONFIG_DEFAULTS, INPUT_TYPES, type InputConfig, type InputType } from '../../../../../engine/model/view/blockConfig';
import type { InputProblem } from '../../../../../engine/model/view/inputValidation';
import { DEFAULT_CHECKBOX_MESSAGE, defaultInputMessage, MESSAGE_FIELDS } from '../../../../../engine/model/view/validationMessages';
import { OptionalNumberField } from '../../fields/OptionalNumberField';
import type { BlockForm } from '../blockForm';
import { ConfigCheck, ConfigChoice, ConfigText } from '../ConfigFields';

const RULE_NAMES: Record<InputProblem, string> = { required: 'Required', type: 'Type', pattern: 'Pattern', min: 'Minimum', max: 'Maximum' };

/** The rules of an input that can fail with its config (its type check only for email, tel and number). */
export function applicableRules(config: Pick<InputConfig, 'type' | 'required' | 'pattern' | 'min' | 'max'>): InputProblem[] {
  const rules: InputProblem[] = [];
  if (config.required) rules.push('required');
  if (config.type === 'email' || config.type === 'tel' || config.type === 'number') rules.push('type');
  if (config.pattern) rules.push('pattern');
  if (config.min !== null) rules.push('min');
  if (config.max !== null) rules.push('max');
  return rules;
}

const TYPE_LABELS: Record<InputType, string> = { text: 'text', number: 'number', email: 'email', password: 'password', tel: 'phone (tel)', multiline: 'multiline text' };

export function ValidationSection({ form }: { form: BlockForm }) {
  if (form.block.type === 'checkbox') {
    return (
      <>
        <ConfigCheck form={form} field="required" label="Required (must be checked)" />
        {form.config.required ? <ConfigText form={form} field="requiredMessage" label="Message when unchecked" placeholder={DEFAULT_CHECKBOX_MESSAGE} /> : null}
      </>
    );
  }
  const numeric = form.config.type === 'number';
  const limitError = form.errorExactly('config');
  const limit = (field: 'min' | 'max', label: string) => (
    <OptionalNumberField
      label={numeric ? `${label} value` : `${label} length`}
      value={typeof form.config[field] === 'number' ? (form.config[field] as number) : null}
      integer={!numeric}
      {...(numeric ? {} : { min: 0 })}
      disabled={form.disabled}
      error={form.errorsAt(`config.${field}`) ?? limitError}
      testId={`view-property-${field}`}
      onChange={(value) => form.setConfig(field, value)}
    />
  );
  return (
    <>
      <ConfigChoice form={form} field="type" label="Type" options={INPUT_TYPES} labels={TYPE_LABELS} />
      <ConfigCheck form={form} field="required" label="Required" />
      <ConfigText form={form} field="pattern" label="Pattern (regular expression, whole value)" />
      <div className="view-prop-row">
        {limit('min', 'Minimum')}
        {limit('max', 'Maximum')}
      </div>
      <ValidationMessages form={form} />
    </>
  );
}

/** A message field for each rule that can fail, the default text as its placeholder. */
function ValidationMessages({ form }: { form: BlockForm }) {
  const config = { ...CONFIG_DEFAULTS.input, ...(form.config as Partial<InputConfig>) };
  const limits = { type: config.type, min: typeof config.min === 'number' ? config.min : null, max: typeof config.max === 'number' ? config.max : null };
  const rules = applicableRules({ ...limits, required: config.required === true, pattern: typeof config.pattern === 'string' ? config.pattern : '' });
  if (rules.length === 0) return null;
  return (
    <fieldset className="view-prop-messages">
      <legend>Messages</legend>
      {rules.map((rule) => (
        <ConfigText key={rule} form={form} field={MESSAGE_FIELDS[rule]} label={RULE_NAMES[rule]} placeholder={defaultInputMessage(limits, rule)} />
      ))}
    </fieldset>
  );
}
