import type { AssignableRole } from '../../../contracts/permissions';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import type { Member } from '../../../contracts/team';
import { useForm } from '../../forms/useForm';
import { FormError } from '../../ui/FormError';
import { FormModal } from '../../ui/FormModal';
import { RoleSelectField } from './RoleSelectField';

/** Make another member the owner; the previous owner picks their own role, admin by default (§2.12, §4). */
export function TransferOwnershipModal({ organizationId, member, onClose }: { organizationId: string; member: Member; onClose(): void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const form = useForm({
    initial: { roleForPreviousOwner: 'admin' as AssignableRole },
    onSubmit: async (values: { roleForPreviousOwner: AssignableRole }) => {
      await api.patch(`${keys.organization(organizationId)}/transfer_ownership`, { ownerId: member.id, roleForPreviousOwner: values.roleForPreviousOwner });
      // The organization, its team, the caller's permissions and role in the organizations list all change.
      await invalidate(keys.organizationsAll);
      onClose();
    },
  });
  return (
    <FormModal title={`Make ${member.name} the owner`} submitLabel="Transfer ownership" testId="transfer-ownership" form={form} onClose={onClose}>
      <p className="confirm-text">
        <strong>{member.name}</strong> will own the organization, its subscription and the right to transfer it again. You stay in the organization with the role you choose.
      </p>
      <RoleSelectField label="Your role afterwards" value={form.values.roleForPreviousOwner} onChange={(value) => form.setValue('roleForPreviousOwner', value)} error={form.fieldError('roleForPreviousOwner')} testId="previous-owner-role-select" name="roleForPreviousOwner" />
      <FormError message={form.formError} />
    </FormModal>
  );
}
