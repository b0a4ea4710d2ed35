// Widget secrets (studio.md §3, §5, §7): the create payload's rules and what the list returns.
import { object, optional, refine, string } from 'superstruct';
import { maxLength } from './rules';

export const SECRET_NAME_MAX = 32;
export const SECRET_DESCRIPTION_MAX = 1024;
export const SECRET_VALUE_MAX = 1024;

const secretName = refine(
  refine(refine(string(), 'empty-name', (value) => value.length > 0 || 'must not be empty'), 'too-long-name', (value) =>
    value.length <= SECRET_NAME_MAX || `must be at most ${SECRET_NAME_MAX} characters`,
  ),
  'invalid-name',
  (value) => /^[a-z0-9_]*$/.test(value) || 'may hold lowercase letters, digits and underscores only',
);

const secretValue = refine(refine(string(), 'empty-value', (value) => value.length > 0 || 'must not be empty'), 'too-long-value', (value) =>
  value.length <= SECRET_VALUE_MAX || `must be at most ${SECRET_VALUE_MAX} characters`,
);

/** POST /widgets/{id}/secrets. The value is write-only: stored encrypted, never returned. */
export const secretCreateSchema = object({
  name: secretName,
  description: optional(maxLength(SECRET_DESCRIPTION_MAX, 'too-long-description')),
  value: secretValue,
});

export interface WidgetSecret {
  id: string;
  name: string;
  /** What a flow writes between double braces: `secret.<name>`. */
  contextValueName: string;
  description: string;
  createdAt: string;
  createdBy: string;
  /** Null: never used. */
  lastUsedAt: string | null;
}

export interface WidgetSecretList {
  secrets: WidgetSecret[];
}
