import { useState } from 'react';
import type { Billing } from '../../../../contracts/plans';
import { useApi } from '../../../api/ApiContext';
import { useInvalidate } from '../../../api/invalidate';
import { keys } from '../../../api/queries';
import { describeFailure } from '../../../forms/useForm';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { Modal } from '../../../ui/Modal';
import { BillingToggle } from './BillingToggle';
import { changePlanDefaults, PAID_PLANS } from './planPrices';
import { PlanCard } from './PlanCard';
import type { PaidPlan, Subscription } from './subscriptionTypes';

/** Change plan (studio.md §2.9): team or company, monthly or yearly; PATCH the subscription. */
export function ChangePlanModal({ organizationId, subscription, onClose }: { organizationId: string; subscription: Subscription; onClose(): void }) {
  const currentBilled = subscription.billed;
  const api = useApi();
  const invalidate = useInvalidate();
  const defaults = changePlanDefaults({ template: subscription.plan.template, billed: currentBilled });
  const [plan, setPlan] = useState<PaidPlan>(defaults.plan);
  const [billed, setBilled] = useState<Billing>(defaults.billed);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unchanged = plan === subscription.plan.template && billed === currentBilled;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.patch(keys.subscription(organizationId), { organizationId, plan, billed });
      await invalidate(keys.subscription(organizationId), keys.organizationsAll);
      onClose();
    } catch (failure) {
      setError(describeFailure(failure));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title="Change plan"
      onClose={onClose}
      locked={busy}
      testId="change-plan-modal"
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={busy} disabledReason={unchanged ? 'This is your current plan.' : null} data-testid="change-plan-submit">
            Change plan
          </Button>
        </>
      }
    >
      <div className="subscribe__billing">
        <BillingToggle value={billed} onChange={setBilled} disabled={busy} />
      </div>
      <div className="plan-grid" role="radiogroup" aria-label="Plan">
        {PAID_PLANS.map((option) => (
          <PlanCard key={option} plan={option} billed={billed} current={subscription.plan.template} selected={plan === option}>
            <label className="plan-card__choice">
              <input type="radio" name="plan" value={option} checked={plan === option} onChange={() => setPlan(option)} disabled={busy} data-testid={`change-plan-${option}`} />
              {option === subscription.plan.template ? 'Current plan' : 'Choose'}
            </label>
          </PlanCard>
        ))}
      </div>
      <FormError message={error} />
    </Modal>
  );
}
