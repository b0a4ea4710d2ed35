import { useState } from 'react';
import { useConfig } from '../../../config/ConfigContext';
import { Button } from '../../../ui/Button';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { Popover } from '../../../ui/Popover';
import { CancelSubscriptionModal } from './CancelSubscriptionModal';
import { ChangePlanModal } from './ChangePlanModal';
import { SubscribeModal } from './SubscribeModal';
import { subscriptionAction } from './subscriptionState';
import type { Subscription } from './subscriptionTypes';
import { useSubscriptionCommands } from './useSubscriptionCommands';

type Open = null | 'subscribe' | 'change-plan' | 'cancel' | 'resume' | 'unpause';

/** The one action of the subscription panel (studio.md §2.8) and the modals it opens (§2.9). */
export function SubscriptionActionButton({
  organizationId,
  subscription,
  blocker,
}: {
  organizationId: string;
  subscription: Subscription;
  /** Why the caller may not manage the subscription, or null. */
  blocker: string | null;
}) {
  const config = useConfig();
  const commands = useSubscriptionCommands(organizationId);
  const [open, setOpen] = useState<Open>(null);
  const [linkFailed, setLinkFailed] = useState(false);
  const close = () => setOpen(null);
  const action = subscriptionAction(subscription);

  let control: React.ReactNode = null;
  switch (action) {
    case 'none':
      break;
    case 'subscribe':
      control = (
        <Button variant="primary" size="sm" disabledReason={blocker} onClick={() => setOpen('subscribe')} data-testid="subscribe-button">
          Subscribe
        </Button>
      );
      break;
    case 'unpause':
      control = (
        <Button variant="primary" size="sm" disabledReason={blocker} onClick={() => setOpen('unpause')} data-testid="unpause-button">
          Unpause
        </Button>
      );
      break;
    case 'resume':
      control = (
        <Button variant="primary" size="sm" disabledReason={blocker} onClick={() => setOpen('resume')} data-testid="resume-button">
          Resume
        </Button>
      );
      break;
    case 'contact':
      control = (
        <a className="button button--secondary button--sm" href={`mailto:${config.supportEmail}?subject=${encodeURIComponent('Subscription')}`} data-testid="contact-us-link">
          Contact us
        </a>
      );
      break;
    case 'manage':
      control = blocker ? (
        <Button size="sm" disabledReason={blocker} data-testid="manage-subscription-button">
          Manage
        </Button>
      ) : (
        <Popover trigger={<span className="button button--secondary button--sm">Manage ▾</span>} label="Manage subscription" testId="manage-subscription-button">
          {(closeMenu) => (
            <div className="menu">
              <button type="button" role="menuitem" className="menu__item" data-testid="change-plan-item" onClick={() => (closeMenu(), setOpen('change-plan'))}>
                Change plan
              </button>
              <button
                type="button"
                role="menuitem"
                className="menu__item"
                data-testid="payment-method-item"
                onClick={() => {
                  closeMenu();
                  setLinkFailed(false);
                  commands.updatePaymentMethod().catch(() => setLinkFailed(true));
                }}
              >
                Change payment method
              </button>
              <button type="button" role="menuitem" className="menu__item menu__item--danger" data-testid="cancel-subscription-item" onClick={() => (closeMenu(), setOpen('cancel'))}>
                Cancel subscription
              </button>
            </div>
          )}
        </Popover>
      );
      break;
  }

  return (
    <>
      {control}
      {linkFailed ? (
        <span className="form-error" role="alert">
          Could not open the payment page. Please try again.
        </span>
      ) : null}
      {open === 'subscribe' ? <SubscribeModal organizationId={organizationId} current={subscription.plan.template} pendingCheckout={subscription.pendingCheckout} onClose={close} /> : null}
      {open === 'change-plan' ? <ChangePlanModal organizationId={organizationId} subscription={subscription} onClose={close} /> : null}
      {open === 'cancel' ? <CancelSubscriptionModal organizationId={organizationId} onClose={close} /> : null}
      {open === 'resume' ? (
        <ConfirmModal tone="primary" title="Resume subscription" confirmLabel="Resume" testId="resume-subscription" failureMessage="Could not resume the subscription. Please try again." onClose={close} onConfirm={async () => (await commands.resume(), close())}>
          Resume your {subscription.plan.name} subscription? Billing continues at the end of the current period.
        </ConfirmModal>
      ) : null}
      {open === 'unpause' ? (
        <ConfirmModal tone="primary" title="Unpause subscription" confirmLabel="Unpause" testId="unpause-subscription" failureMessage="Could not unpause the subscription. Please try again." onClose={close} onConfirm={async () => (await commands.unpause(), close())}>
          Unpause your {subscription.plan.name} subscription? Billing starts again and the organization can be edited.
        </ConfirmModal>
      ) : null}
    </>
  );
}
