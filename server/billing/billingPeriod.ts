import type { Billing } from '../../contracts/plans';

/** `months` calendar months after `from`, at the same time; the month's last day when it is shorter. */
export function addMonths(from: Date, months: number): Date {
  const end = new Date(from);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return end;
}

/** The end of a billing period that starts at `from`: one month, or twelve for yearly billing. */
export function billingPeriodEnd(from: Date, billed: Billing): Date {
  return addMonths(from, billed === 'yearly' ? 12 : 1);
}
