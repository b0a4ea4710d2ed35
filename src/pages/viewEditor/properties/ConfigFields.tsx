// The small config inputs of the block forms: a text (kept as typed while focused), a checkbox and a choice,
// each with the schema's message under it.
import { useId } from 'react';
import { FieldErrors } from '../../flow/nodeForms/inputs/FieldErrors';
import { SelectField } from '../../flow/nodeForms/inputs/SelectField';
import type { BlockForm } from './blockForm';
import { DraftTextInput } from './DraftTextInput';

interface ConfigFieldProps {
  form: BlockForm;
  field: string;
  label: string;
}

export function ConfigText({ form, field, label, multiline = false, hint, placeholder }: ConfigFieldProps & { multiline?: boolean; hint?: string; placeholder?: string }) {
  const id = useId();
  const error = form.errorsAt(`config.${field}`);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <DraftTextInput id={id} value={String(form.config[field] ?? '')} disabled={form.disabled} multiline={multiline} invalid={!!error} onChange={(value) => form.setConfig(field, value)} testId={`view-property-${field}`} {...(placeholder ? { placeholder } : {})} />
      {hint && !error ? <p className="field__hint">{hint}</p> : null}
      <FieldErrors errors={[error]} testId={`view-property-${field}`} />
    </div>
  );
}

export function ConfigCheck({ form, field, label }: ConfigFieldProps) {
  return (
    <label className="checkbox-field__row view-prop-check">
      <input type="checkbox" checked={Boolean(form.config[field])} disabled={form.disabled} onChange={(event) => form.setConfig(field, event.target.checked, 'step')} data-testid={`view-property-${field}`} />
      <span>{label}</span>
    </label>
  );
}

export function ConfigChoice<T extends string>({ form, field, label, options, labels }: ConfigFieldProps & { options: readonly T[]; labels?: Partial<Record<T, string>> }) {
  return (
    <SelectField
      label={label}
      value={String(form.config[field]) as T}
      options={options}
      {...(labels ? { labels } : {})}
      disabled={form.disabled}
      testId={`view-property-${field}`}
      error={form.errorsAt(`config.${field}`)}
      onChange={(value) => form.setConfig(field, value, 'step')}
    />
  );
}
