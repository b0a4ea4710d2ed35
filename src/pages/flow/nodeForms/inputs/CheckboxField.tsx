// A labelled checkbox with an optional hint.
export function CheckboxField({ label, checked, onChange, disabled, testId, hint }: { label: string; checked: boolean; onChange(checked: boolean): void; disabled?: boolean; testId?: string; hint?: string }) {
  return (
    <div className="checkbox-field node-form__checkbox">
      <label className="checkbox-field__row">
        <input type="checkbox" checked={checked} disabled={disabled} data-testid={testId} onChange={(event) => onChange(event.target.checked)} />
        <span>{label}</span>
      </label>
      {hint ? <p className="field__hint">{hint}</p> : null}
    </div>
  );
}
