import type { Widget } from '../../../contracts/entities';
import { widgetPatchSchema } from '../../../contracts/widgets';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import { useForm } from '../../forms/useForm';
import { FormError } from '../../ui/FormError';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';

export function EditWidgetModal({ widget, onClose }: { widget: Widget; onClose(): void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const form = useForm({
    initial: { name: widget.name, description: widget.description },
    schema: widgetPatchSchema,
    onSubmit: async (payload: { name: string; description: string }) => {
      await api.patch(keys.widget(widget.id), payload);
      await invalidate(keys.widget(widget.id), `${keys.organization(widget.organizationId)}/widgets`);
      onClose();
    },
  });
  return (
    <FormModal title="Edit widget" submitLabel="Save" testId="edit-widget" form={form} onClose={onClose}>
      <TextField label="Name" value={form.values.name} onChange={(value) => form.setValue('name', value)} error={form.fieldError('name')} autoFocus testId="widget-name-input" />
      <TextField label="Description" multiline value={form.values.description} onChange={(value) => form.setValue('description', value)} error={form.fieldError('description')} testId="widget-description-input" />
      <FormError message={form.formError} />
    </FormModal>
  );
}
