import type { ReactNode } from 'react';
import { PLANS, type Billing, type PlanTemplate } from '../../../../contracts/plans';
import { formatLimit } from '../../../format/numbers';
import { planPrice } from './planPrices';
import { planRaisesText } from './planRaises';
import type { PaidPlan } from './subscriptionTypes';

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

function money(value: number): string {
  return (Number.isInteger(value) ? wholeDollars : cents).format(value);
}

function count(value: number, noun: string): string {
  return `${formatLimit(value)} ${value === 1 ? noun : `${noun}s`}`;
}

/**
 * One plan with its price for the chosen billing, its quotas and what it raises over the organization's plan now
 * (`current`); the action slot holds its button or radio.
 */
export function PlanCard({ plan, billed, current, selected, children }: { plan: PaidPlan; billed: Billing; current: PlanTemplate; selected?: boolean; children: ReactNode }) {
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
        <li>{count(definition.quota.widgets, 'widget')}</li>
        <li>{count(definition.quota.users, 'user')}</li>
        <li>{count(definition.quota.operations, 'operation')} / month</li>
      </ul>
      <p className="plan-card__raises" data-testid={`plan-${plan}-raises`}>
        {plan === current ? 'Your plan now' : planRaisesText(current, plan)}
      </p>
      <div className="plan-card__action">{children}</div>
    </div>
  );
}
