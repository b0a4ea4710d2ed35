import type { ReactNode } from 'react';
import { PLANS, type Billing } from '../../../../contracts/plans';
import { formatLimit } from '../../../format/numbers';
import { planPrice } from './planPrices';
import type { PaidPlan } from './subscriptionTypes';

function money(value: number): string {
  return `$${Number.isInteger(value) ? value : value.toFixed(2)}`;
}

/** One plan with its price for the chosen billing and its quotas; the action slot holds its button or radio. */
export function PlanCard({ plan, billed, selected, children }: { plan: PaidPlan; billed: Billing; selected?: boolean; children: ReactNode }) {
  const definition = PLANS[plan];
  const price = planPrice(plan, billed);
  return (
    <div className={`plan-card ${selected ? 'plan-card--selected' : ''}`} data-testid={`plan-${plan}`}>
      <div className="plan-card__head">
        <span className="plan-card__name">{definition.name}</span>
        <span className="plan-card__price">
          <s className="muted">{money(price.struckPerMonth)}</s> <strong>{money(price.perMonth)}</strong>
          <span className="muted"> / month</span>
        </span>
        <span className="plan-card__period muted">{billed === 'yearly' ? `${money(price.perPeriod)} billed yearly` : 'billed monthly'}</span>
      </div>
      <ul className="plan-card__quota">
        <li>{formatLimit(definition.quota.widgets)} widgets</li>
        <li>{formatLimit(definition.quota.users)} users</li>
        <li>{formatLimit(definition.quota.operations)} operations / month</li>
      </ul>
      <div className="plan-card__action">{children}</div>
    </div>
  );
}
