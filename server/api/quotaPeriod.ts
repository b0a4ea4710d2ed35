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
