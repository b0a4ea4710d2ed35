// The role picker of the invite, change-role and transfer-ownership modals: the assignable roles, with what the
// chosen one may do underneath.
import type { AssignableRole } from '../../../contracts/permissions';
import { roleDescription } from '../../format/roleName';
import { SelectField } from '../../ui/SelectField';
import { ASSIGNABLE_ROLE_OPTIONS } from './roleOptions';

export function RoleSelectField({
  label = 'Role',
  value,
  onChange,
  error,
  testId,
  name,
}: {
  label?: string;
  value: AssignableRole;
  onChange(value: AssignableRole): void;
  error: string | undefined;
  testId: string;
  name: string;
}) {
  return <SelectField label={label} value={value} options={ASSIGNABLE_ROLE_OPTIONS} onChange={onChange} error={error} hint={roleDescription(value)} testId={testId} name={name} />;
}
