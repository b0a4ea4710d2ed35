import type { AssignableRole } from '../../../contracts/permissions';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import { useForm } from '../../forms/useForm';
import { FormError } from '../../ui/FormError';
import { FormModal } from '../../ui/FormModal';
import { RoleSelectField } from './RoleSelectField';
import { TextField } from '../../ui/TextField';
import { invitationCreateSchema } from '../../../contracts/invitations';

/** Invite by email with a proposed role, guest by default (studio.md §2.12, §5). */
export function InviteModal({ organizationId, onClose }: { organizationId: string; onClose(): void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const form = useForm({
    initial: { email: '', role: 'guest' as AssignableRole },
    schema: invitationCreateSchema,
    toPayload: (values) => ({ email: values.email.trim(), role: values.role }),
    onSubmit: async (payload: { email: string; role: AssignableRole }) => {
      await api.post(keys.organizationInvitations(organizationId), payload);
      await invalidate(keys.organization(organizationId));
      onClose();
    },
  });
  return (
    <FormModal title="Invite someone" submitLabel="Send invitation" testId="invite" form={form} onClose={onClose}>
      <TextField label="Email" value={form.values.email} onChange={(value) => form.setValue('email', value)} error={form.fieldError('email')} autoFocus testId="invite-email-input" name="email" />
      <RoleSelectField value={form.values.role} onChange={(value) => form.setValue('role', value)} error={form.fieldError('role')} testId="invite-role-select" name="role" />
      <FormError message={form.formError} />
    </FormModal>
  );
}
