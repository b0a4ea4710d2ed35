import { useState } from 'react';
import { organizationPatchSchema } from '../../../contracts/organizations';
import type { Organization } from '../../../contracts/entities';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import { useForm } from '../../forms/useForm';
import { FormError } from '../../ui/FormError';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';
import { LogoField } from './LogoField';

export function EditOrganizationModal({ organization, uploadBlocker, onClose }: { organization: Organization; uploadBlocker: string | null; onClose(): void }) {
  const api = useApi();
  const [uploading, setUploading] = useState(false);
  const invalidate = useInvalidate();
  const form = useForm({
    initial: { name: organization.name, description: organization.description, logo: organization.logo },
    schema: organizationPatchSchema,
    readOnly: uploading,
    onSubmit: async (payload: { name: string; description: string; logo: string | null }) => {
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
      <LogoField
        organizationId={organization.id}
        name={form.values.name || organization.name}
        logo={form.values.logo}
        onChange={(logo) => form.setValue('logo', logo)}
        uploadBlocker={uploadBlocker}
        onBusyChange={setUploading}
      />
      <FormError message={form.formError} />
    </FormModal>
  );
}
