import type { Role } from '../../../contracts/permissions';
import { roleName } from '../../format/roleName';
import { Badge } from '../../ui/Badge';

export function RoleBadge({ role, testId }: { role: Role; testId?: string }) {
  return (
    <Badge tone={role === 'owner' ? 'accent' : 'neutral'} testId={testId}>
      {roleName(role)}
    </Badge>
  );
}
