// POST /organizations/{id}/invitations payload (studio.md §5: a valid email; role, default guest).
import { enums, object, refine, string } from 'superstruct';
import { ASSIGNABLE_ROLES } from '../../../contracts/permissions';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const invitationCreateSchema = object({
  email: refine(string(), 'invalid-email', (value) => EMAIL.test(value) || 'must be a valid email address'),
  role: enums(ASSIGNABLE_ROLES),
});
