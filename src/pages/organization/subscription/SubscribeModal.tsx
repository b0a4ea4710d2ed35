import { useState } from 'react';
import type { Billing } from '../../../../contracts/plans';
import { useApi } from '../../../api/ApiContext';
import { describeFailure } from '../../../forms/useForm';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { Modal } from '../../../ui/Modal';
import { BillingToggle } from './BillingToggle';
import { PAID_PLANS } from './planPrices';
import { PlanCard } from './PlanCard';
import type { PaidPlan, PendingCheckout } from './subscriptionTypes';
import type { PlanTemplate } from '../../../../contracts/plans';

/**
 * Subscribe (studio.md §2.9): billing monthly or yearly (default yearly) and a plan. Choosing a
 * plan creates a checkout; while it is pending the modal cannot be closed and the other plans are
 * disabled; then the browser goes to the checkout's url. A checkout the server still holds open
 * (`pendingCheckout`) fixes the plan and billing; its button continues to that checkout.
 */
export function SubscribeModal({
  organizationId,
  current,
  pendingCheckout,
  onClose,
}: {
  organizationId: string;
  /** The organization's plan now (the Free plan: Subscribe is its action), which each card says what it raises over. */
  current: PlanTemplate;
  pendingCheckout: PendingCheckout | null;
  onClose(): void;
}) {
  const api = useApi();
  const [billed, setBilled] = useState<Billing>(pendingCheckout?.billed ?? 'yearly');
  const [pending, setPending] = useState<PaidPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heldPlan = pendingCheckout?.url ? pendingCheckout.plan : null;

  const checkout = async (plan: PaidPlan) => {
    setPending(plan);
    if (heldPlan === plan && pendingCheckout?.url) {
      window.location.assign(pendingCheckout.url);
      return;
    }
    setError(null);
    try {
      const { url } = await api.post<{ url: string }>('/billing/checkout', { plan, billed, organizationId });
      window.location.assign(url);
    } catch (failure) {
      setError(describeFailure(failure));
      setPending(null);
    }
  };

  return (
    <Modal open title="Choose a plan" onClose={onClose} locked={pending !== null} testId="subscribe-modal">
      <div className="subscribe__billing">
        <BillingToggle value={billed} onChange={setBilled} disabled={pending !== null || heldPlan !== null} />
      </div>
      <div className="plan-grid">
        {PAID_PLANS.map((plan) => (
          <PlanCard key={plan} plan={plan} billed={billed} current={current}>
            <Button
              variant="primary"
              busy={pending === plan}
              disabled={(pending !== null && pending !== plan) || (heldPlan !== null && heldPlan !== plan)}
              onClick={() => void checkout(plan)}
              data-testid={`subscribe-${plan}`}
            >
              {heldPlan === plan ? 'Continue to checkout' : 'Subscribe'}
            </Button>
          </PlanCard>
        ))}
      </div>
      {heldPlan ? <p className="hint" data-testid="pending-checkout">A checkout for this plan is waiting for you to complete it.</p> : null}
      <p className="hint">Need more? The Enterprise plan has no limits: contact sales.</p>
      <FormError message={error} />
    </Modal>
  );
}
