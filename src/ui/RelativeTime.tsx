import { formatDateTime, formatRelativeDate } from '../format/relativeDate';

export function RelativeTime({ date }: { date: string | null | undefined }) {
  if (!date) return <span className="muted">—</span>;
  return (
    <time dateTime={date} title={formatDateTime(date)}>
      {formatRelativeDate(date)}
    </time>
  );
}
