import { useUserLookup } from '../api/queries';
import { Badge } from './Badge';
import { EntityImage } from './EntityImage';
import { Skeleton } from './Skeleton';

/** A user named by id (created by, updated by…): name and avatar, or a foreign/deleted badge. */
export function UserRef({ userId }: { userId: string | null | undefined }) {
  const { data, error } = useUserLookup(userId);
  if (!userId) return <Badge testId="user-deleted">Deleted user</Badge>;
  if (error) return <span className="muted">Unknown user</span>;
  if (!data) return <Skeleton width={96} />;
  if (data.kind === 'foreign')
    return (
      <Badge testId="user-foreign" title="This user is no longer a member of your organizations">
        Inactive user
      </Badge>
    );
  if (data.kind === 'deleted') return <Badge testId="user-deleted">Deleted user</Badge>;
  return (
    <span className="user-ref">
      <EntityImage imageId={data.user.avatar} name={data.user.name} size={20} fallback="letter" />
      <span>{data.user.name}</span>
    </span>
  );
}
