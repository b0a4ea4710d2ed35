import { organizationPatchSchema } from '../../../contracts/organizations';
import type { Organization } from '../../../contracts/entities';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import { useForm } from '../../forms/useForm';
import { FormError } from '../../ui/FormError';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';

export function EditOrganizationModal({ organization, onClose }: { organization: Organization; onClose(): void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const form = useForm({
    initial: { name: organization.name, description: organization.description },
    schema: organizationPatchSchema,
    onSubmit: async (payload: { name: string; description: string }) => {
      await api.patch(keys.organization(organization.id), payload);
      await invalidate(keys.organizationsAll);
      onClose();
    },
  });
  return (
    <FormModal title="Edit organization" submitLabel="Save" testId="edit-organization" form={form} onClose={onClose}>
      <TextField label="Name" value={form.values.name} onChange={(value) => form.setValue('name', value)} error={form.fieldError('name')} autoFocus testId="organization-name-input" />
      <TextField
        label="Description"
        multiline
        value={form.values.description}
        onChange={(value) => form.setValue('description', value)}
        error={form.fieldError('description')}
        testId="organization-description-input"
      />
      <FormError message={form.formError} />
    </FormModal>
  );
}
