import type { Widget } from '../../../contracts/entities';
import { ArchiveIcon } from '../../editor/toolbarIcons';
import { RelativeTime } from '../../ui/RelativeTime';
import { UserRef } from '../../ui/UserRef';

/** An archived widget's flow is read-only: the toolbar says so, with who archived it and when. */
export function ArchivedMark({ widget }: { widget: Pick<Widget, 'archivedAt' | 'archivedBy'> }) {
  return (
    <span className="flow-toolbar__archived" data-testid="flow-archived-mark">
      <ArchiveIcon />
      Archived by <UserRef userId={widget.archivedBy} /> <RelativeTime date={widget.archivedAt} />
    </span>
  );
}
