import type { AssignableRole } from '../../../contracts/permissions';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import type { Member } from '../../../contracts/team';
import { roleDescription } from '../../format/roleName';
import { useForm } from '../../forms/useForm';
import { FormError } from '../../ui/FormError';
import { FormModal } from '../../ui/FormModal';
import { SelectField } from '../../ui/SelectField';
import { ASSIGNABLE_ROLE_OPTIONS, isAssignable } from './roleOptions';

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
      <SelectField
        label="Role"
        value={form.values.role}
        options={ASSIGNABLE_ROLE_OPTIONS}
        onChange={(value) => form.setValue('role', value)}
        error={form.fieldError('role')}
        hint={roleDescription(form.values.role)}
        testId="change-role-select"
        name="role"
      />
      <FormError message={form.formError} />
    </FormModal>
  );
}
