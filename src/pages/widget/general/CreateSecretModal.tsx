import { useMemo } from 'react';
import { useApi } from '../../../api/ApiContext';
import { useForm } from '../../../forms/useForm';
import { FormError } from '../../../ui/FormError';
import { FormModal } from '../../../ui/FormModal';
import { TextField } from '../../../ui/TextField';
import { SECRET_MESSAGES, secretFormDefaults, secretFormSchema, type SecretFormValues } from './secretRules';

/**
 * Add a secret (studio.md §2.13, §5): name, description and value. The value is write-only: sent once, stored
 * encrypted, never shown again. `onCreated` refreshes whatever lists the secret.
 */
export function CreateSecretModal({ widgetId, takenNames, onCreated, onClose }: { widgetId: string; takenNames: readonly string[]; onCreated(): Promise<void>; onClose(): void }) {
  const api = useApi();
  const schema = useMemo(() => secretFormSchema(takenNames), [takenNames]);
  const form = useForm<SecretFormValues>({
    initial: secretFormDefaults(),
    schema,
    // The form's own texts (the shared ones speak of 64-character names).
    messages: SECRET_MESSAGES,
    onSubmit: async (payload: SecretFormValues) => {
      await api.post(`/widgets/${encodeURIComponent(widgetId)}/secrets`, { name: payload.name, description: payload.description, value: payload.value });
      await onCreated();
      onClose();
    },
  });
  return (
    <FormModal title="Add secret" submitLabel="Add secret" testId="create-secret" form={form} onClose={onClose}>
      <TextField
        label="Name"
        value={form.values.name}
        onChange={(value) => form.setValue('name', value)}
        error={form.fieldError('name')}
        hint="Lowercase letters, digits and underscores. Flows use it as {{secret.name}}."
        autoFocus
        testId="secret-name-input"
        name="name"
      />
      <TextField
        label="Description"
        multiline
        value={form.values.description}
        onChange={(value) => form.setValue('description', value)}
        error={form.fieldError('description')}
        testId="secret-description-input"
      />
      <TextField
        label="Value"
        type="password"
        value={form.values.value}
        onChange={(value) => form.setValue('value', value)}
        error={form.fieldError('value')}
        hint="Stored encrypted and used only by server-side nodes. It cannot be shown again."
        testId="secret-value-input"
      />
      <FormError message={form.formError} />
    </FormModal>
  );
}
