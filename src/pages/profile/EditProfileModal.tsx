import type { CurrentUser } from '../../../contracts/entities';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import { useForm } from '../../forms/useForm';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
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
    <Modal
      open
      title="Edit profile"
      onClose={onClose}
      locked={form.submitting}
      testId="edit-profile-modal"
      onSubmit={form.submit}
      actions={
        <>
          <Button onClick={onClose} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={!form.canSubmit} busy={form.submitting} data-testid="edit-profile-submit">
            Save
          </Button>
        </>
      }
    >
      <TextField label="Name" value={form.values.name} onChange={(value) => form.setValue('name', value)} error={form.fieldError('name')} autoFocus testId="profile-name-input" />
      <TextField label="Bio" multiline value={form.values.bio} onChange={(value) => form.setValue('bio', value)} error={form.fieldError('bio')} testId="profile-bio-input" />
      <FormError message={form.formError} />
    </Modal>
  );
}
