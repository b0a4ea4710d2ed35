import type { Billing } from '../../../../contracts/plans';

/** Monthly / Yearly segmented switch; yearly names its saving. */
export function BillingToggle({ value, onChange, disabled }: { value: Billing; onChange(value: Billing): void; disabled?: boolean }) {
  return (
    <div className="segmented" role="group" aria-label="Billing period">
      <button type="button" className="segmented__option" aria-pressed={value === 'monthly'} disabled={disabled} onClick={() => onChange('monthly')} data-testid="billing-monthly">
        Monthly
      </button>
      <button type="button" className="segmented__option" aria-pressed={value === 'yearly'} disabled={disabled} onClick={() => onChange('yearly')} data-testid="billing-yearly">
        Yearly <span className="segmented__note">save 25%</span>
      </button>
    </div>
  );
}
