import { useState } from 'react';
import type { Organization } from '../../../../contracts/entities';
import { usePermissions } from '../../../api/queries';
import { formatDate } from '../../../format/relativeDate';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { FactList } from '../../../ui/FactList';
import { Panel } from '../../../ui/Panel';
import { Skeleton } from '../../../ui/Skeleton';
import { PaymentsModal } from './PaymentsModal';
import { SubscriptionActionButton } from './SubscriptionActionButton';
import { manageSubscriptionBlocker, showsPaymentsHistory, subscriptionCover, subscriptionStatus } from './subscriptionState';
import type { Subscription } from './subscriptionTypes';
import { useSubscription } from './useSubscription';

const STATUS_BADGE = {
  active: { tone: 'success', text: 'Active' },
  paused: { tone: 'warning', text: 'Paused' },
  cancelled: { tone: 'neutral', text: 'Cancelled' },
  past_due: { tone: 'danger', text: 'Past due' },
} as const;

function StatusBadge({ subscription }: { subscription: Subscription }) {
  if (subscription.plan.template === 'free') return null;
  if (!subscription.synced) return <Badge tone="neutral" testId="subscription-status">Syncing</Badge>;
  const badge = STATUS_BADGE[subscriptionStatus(subscription)];
  return (
    <Badge tone={badge.tone} testId="subscription-status">
      {badge.text}
    </Badge>
  );
}

/** Subscription info (studio.md §2.8): plan, status, cover text, the action and the payments history. */
export function SubscriptionPanel({ organization }: { organization: Organization | undefined }) {
  const organizationId = organization?.id ?? null;
  const { data: subscription, error } = useSubscription(organizationId);
  const permissions = usePermissions(organizationId);
  const [paymentsOpen, setPaymentsOpen] = useState(false);
  const ready = !!organization && !!subscription && !!permissions.data;

  const actions = ready ? (
    <>
      {showsPaymentsHistory(subscription, permissions.data!) ? (
        <Button size="sm" variant="ghost" onClick={() => setPaymentsOpen(true)} data-testid="payments-history-button">
          Payments history
        </Button>
      ) : null}
      <SubscriptionActionButton organizationId={organization.id} subscription={subscription} blocker={manageSubscriptionBlocker(permissions.data!)} />
    </>
  ) : null;

  const cover = subscription ? subscriptionCover(subscription) : null;
  return (
    <Panel title="Subscription" actions={actions} testId="organization-subscription">
      {error ? (
        <p className="form-error" role="alert" data-testid="subscription-error">
          Could not load the subscription. Please reload the page or try again later.
        </p>
      ) : !subscription || !organization ? (
        <Skeleton height={96} />
      ) : (
        <>
          <div className="subscription-heading">
            <span className="subscription-heading__plan" data-testid="subscription-plan">
              {subscription.plan.name}
            </span>
            {subscription.plan.paid ? <Badge tone="accent">Paid</Badge> : <Badge tone="neutral">Free</Badge>}
            <StatusBadge subscription={subscription} />
          </div>
          {cover?.text ? (
            <p className={`subscription-cover subscription-cover--${cover.kind}`} data-testid="subscription-cover">
              {cover.text}
            </p>
          ) : null}
          <FactList
            items={[
              { label: 'Plan', value: `${subscription.plan.name} (${subscription.plan.template})`, testId: 'subscription-template' },
              ...(subscription.plan.paid ? [{ label: 'Billing', value: subscription.billed === 'yearly' ? 'Yearly' : 'Monthly', testId: 'subscription-billed' }] : []),
              ...(subscription.billingPeriod?.end ? [{ label: 'Period ends', value: formatDate(subscription.billingPeriod.end), testId: 'subscription-period-end' }] : []),
            ]}
          />
        </>
      )}
      {paymentsOpen && organization ? <PaymentsModal organizationId={organization.id} onClose={() => setPaymentsOpen(false)} /> : null}
    </Panel>
  );
}
