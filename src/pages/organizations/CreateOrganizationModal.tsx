import { useLocation } from 'wouter';
import { organizationCreateSchema } from '../../../contracts/organizations';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import { useForm } from '../../forms/useForm';
import { paths } from '../../routes';
import { FormError } from '../../ui/FormError';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';

export function CreateOrganizationModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const [, navigate] = useLocation();
  const form = useForm({
    initial: { name: '' },
    schema: organizationCreateSchema,
    toPayload: (values) => ({ name: values.name.trim() }),
    onSubmit: async (payload: { name: string }) => {
      const created = await api.post<{ id: string }>('/organizations', payload);
      await invalidate(keys.organizationsAll);
      navigate(paths.organizationWidgets(created.id));
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormModal open={open} title="New organization" submitLabel="Create organization" testId="create-organization" form={form} onClose={close}>
      <TextField label="Name" value={form.values.name} onChange={(value) => form.setValue('name', value)} error={form.fieldError('name')} autoFocus testId="organization-name-input" name="name" />
      <FormError message={form.formError} />
    </FormModal>
  );
}
