import type { CurrentUser } from '../../../contracts/entities';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import { useForm } from '../../forms/useForm';
import { FormError } from '../../ui/FormError';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';

/** Profile edit has no client validation (studio.md §2.7); the server's issues still show per field. */
export function EditProfileModal({ user, onClose }: { user: CurrentUser; onClose(): void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const form = useForm({
    initial: { name: user.name, bio: user.bio },
    onSubmit: async (payload: { name: string; bio: string }) => {
      await api.patch(keys.me, payload);
      await invalidate(keys.me, keys.user(user.id));
      onClose();
    },
  });
  return (
    <FormModal title="Edit profile" submitLabel="Save" testId="edit-profile" form={form} onClose={onClose}>
      <TextField label="Name" value={form.values.name} onChange={(value) => form.setValue('name', value)} error={form.fieldError('name')} autoFocus testId="profile-name-input" />
      <TextField label="Bio" multiline value={form.values.bio} onChange={(value) => form.setValue('bio', value)} error={form.fieldError('bio')} testId="profile-bio-input" />
      <FormError message={form.formError} />
    </FormModal>
  );
}
