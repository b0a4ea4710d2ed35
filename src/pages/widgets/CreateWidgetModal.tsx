import { useLocation } from 'wouter';
import { widgetCreateSchema } from '../../../contracts/widgets';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import { useForm } from '../../forms/useForm';
import { paths } from '../../routes';
import { FormError } from '../../ui/FormError';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';

export function CreateWidgetModal({ organizationId, onClose }: { organizationId: string; onClose(): void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const [, navigate] = useLocation();
  const form = useForm({
    initial: { name: '' },
    schema: widgetCreateSchema,
    toPayload: (values) => ({ name: values.name.trim(), organizationId }),
    onSubmit: async (payload: { name: string; organizationId: string }) => {
      const created = await api.post<{ id: string }>('/widgets', payload);
      await invalidate(keys.organizationsAll);
      navigate(paths.widget(organizationId, created.id));
    },
  });
  return (
    <FormModal title="New widget" submitLabel="Create widget" testId="create-widget" form={form} onClose={onClose}>
      <TextField label="Name" value={form.values.name} onChange={(value) => form.setValue('name', value)} error={form.fieldError('name')} autoFocus testId="widget-name-input" name="name" />
      <FormError message={form.formError} />
    </FormModal>
  );
}
