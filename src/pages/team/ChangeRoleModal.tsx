import type { AssignableRole } from '../../../contracts/permissions';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import type { Member } from '../../../contracts/team';
import { useForm } from '../../forms/useForm';
import { FormError } from '../../ui/FormError';
import { FormModal } from '../../ui/FormModal';
import { RoleSelectField } from './RoleSelectField';
import { isAssignable } from './roleOptions';

export function ChangeRoleModal({ organizationId, member, onClose }: { organizationId: string; member: Member; onClose(): void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const form = useForm({
    initial: { role: (isAssignable(member.role) ? member.role : 'guest') as AssignableRole },
    onSubmit: async (payload: { role: AssignableRole }) => {
      await api.patch(`${keys.organizationUsers(organizationId)}/${encodeURIComponent(member.id)}`, payload);
      // The caller's own permissions change when they change their own role.
      await invalidate(keys.organization(organizationId));
      onClose();
    },
  });
  return (
    <FormModal title={`Change the role of ${member.name}`} submitLabel="Change role" testId="change-role" form={form} onClose={onClose}>
      <RoleSelectField value={form.values.role} onChange={(value) => form.setValue('role', value)} error={form.fieldError('role')} testId="change-role-select" name="role" />
      <FormError message={form.formError} />
    </FormModal>
  );
}
