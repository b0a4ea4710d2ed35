import { RelativeTime } from './RelativeTime';
import { UserRef } from './UserRef';

/** "{user} · {relative time}" for created/updated/published/archived facts. */
export function ByLine({ userId, date }: { userId: string | null | undefined; date: string | null | undefined }) {
  return (
    <span className="by-line">
      <UserRef userId={userId} />
      <span className="by-line__sep" aria-hidden="true">
        ·
      </span>
      <RelativeTime date={date} />
    </span>
  );
}
