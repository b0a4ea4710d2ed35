// The rules a visitor's entry must meet (editor.md §3 input config, §5 input rules): input type, required,
// pattern, and min/max, which are values for type number and lengths otherwise; checkbox required.
import { INPUT_TYPES, type InputType } from '../../../../../engine/model/view/blockConfig';
import { OptionalNumberField } from '../../fields/OptionalNumberField';
import type { BlockForm } from '../blockForm';
import { ConfigCheck, ConfigChoice, ConfigText } from '../ConfigFields';

const TYPE_LABELS: Record<InputType, string> = { text: 'text', number: 'number', email: 'email', password: 'password', tel: 'phone (tel)', multiline: 'multiline text' };

export function ValidationSection({ form }: { form: BlockForm }) {
  if (form.block.type === 'checkbox') return <ConfigCheck form={form} field="required" label="Required (must be checked)" />;
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
    </>
  );
}
