import { useState } from 'react';
import type { CurrentUser } from '../../../contracts/entities';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import { useForm } from '../../forms/useForm';
import { FormError } from '../../ui/FormError';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';
import { AvatarField } from './AvatarField';

interface ProfileValues extends Record<string, unknown> {
  name: string;
  bio: string;
  avatar: string | null;
}

/** Profile edit has no client validation (studio.md §2.7); the server's issues still show per field. */
export function EditProfileModal({ user, onClose }: { user: CurrentUser; onClose(): void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProfileValues>({
    initial: { name: user.name, bio: user.bio, avatar: user.avatar },
    onSubmit: async (payload: ProfileValues) => {
      await api.patch(keys.me, payload);
      // Avatars and names show in team lists too.
      await invalidate(keys.me, keys.user(user.id), keys.organizationsAll);
      onClose();
    },
  });
  const submittable = { ...form, canSubmit: form.canSubmit && !uploading };
  return (
    <FormModal title="Edit profile" submitLabel="Save" testId="edit-profile" form={submittable} onClose={onClose}>
      <AvatarField value={form.values.avatar} name={form.values.name || user.name} onChange={(avatar) => form.setValue('avatar', avatar)} onUploadingChange={setUploading} />
      <TextField label="Name" value={form.values.name} onChange={(value) => form.setValue('name', value)} error={form.fieldError('name')} autoFocus testId="profile-name-input" />
      <TextField label="Bio" multiline value={form.values.bio} onChange={(value) => form.setValue('bio', value)} error={form.fieldError('bio')} testId="profile-bio-input" />
      <FormError message={form.formError} />
    </FormModal>
  );
}
