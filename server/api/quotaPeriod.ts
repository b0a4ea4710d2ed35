/**
 * The end of a quota period that starts at `from`: the same day and time one calendar month later,
 * or the last day of that month when it is shorter (Jan 31 -> Feb 28/29).
 */
export function quotaPeriodEnd(from: Date): Date {
  const end = new Date(from);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return end;
}

/**
 * The end of the quota period running at `now`, given the stored end of some earlier (or the
 * current) period: rolled forward one period at a time while it is not after `now`. Reading never
 * needs a write: a period that ended is simply followed by the next one, and its counters stay
 * behind (see server/usage/operations.ts).
 */
export function currentQuotaPeriodEnd(storedEnd: Date, now: Date): Date {
  let end = storedEnd;
  while (end.getTime() <= now.getTime()) end = quotaPeriodEnd(end);
  return end;
}
