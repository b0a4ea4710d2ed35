// Widget secrets on the widget page (studio.md §2.13, §5, §6): the create form's schema and texts, and who may
// create or delete. Pure, unit-tested.
import { object, refine } from 'superstruct';
import type { Organization } from '../../../../contracts/entities';
import type { Permission } from '../../../../contracts/permissions';
import { SECRET_DESCRIPTION_MAX, SECRET_NAME_MAX, SECRET_VALUE_MAX, secretCreateSchema } from '../../../../contracts/secrets';
import { SUBSCRIPTION_PAUSED_REASON } from '../../organization/subscription/pausedSubscription';
import { braced } from '../../flow/nodeForms/placeholderTokens';

export interface SecretFormValues {
  name: string;
  description: string;
  value: string;
  [field: string]: unknown;
}

export const secretFormDefaults = (): SecretFormValues => ({ name: '', description: '', value: '' });

/** The contract's rules (§5), plus a name the widget's other secrets already use (the server says so too, 409). */
export function secretFormSchema(takenNames: readonly string[]) {
  const { name, description, value } = secretCreateSchema.schema;
  return object({
    name: refine(name, 'name-taken', (candidate) => !takenNames.includes(candidate) || 'is already used by another secret of this widget'),
    description,
    value,
  });
}

/** Texts of the rule keys the form and the server name (the spec gives the keys, not the wording). */
export const SECRET_MESSAGES: Record<string, string> = {
  'empty-name': 'Please enter a name.',
  'too-long-name': `The name can be at most ${SECRET_NAME_MAX} characters long.`,
  'invalid-name': 'Use lowercase letters, digits and underscores only.',
  'name-taken': 'This widget already has a secret with this name.',
  'too-long-description': `The description can be at most ${SECRET_DESCRIPTION_MAX} characters long.`,
  'empty-value': 'Please enter the value.',
  'too-long-value': `The value can be at most ${SECRET_VALUE_MAX} characters long.`,
};

interface SecretControlContext {
  permissions: readonly Permission[];
  subscriptionPaused: boolean;
}

/** Why "Add secret" is disabled (studio.md §5: quota reached or permission missing), or null. */
export function createSecretBlocker(organization: Pick<Organization, 'usage' | 'plan'>, { permissions, subscriptionPaused }: SecretControlContext): string | null {
  if (!permissions.includes('WidgetSecrets:Create')) return 'You do not have permission to add secrets to this widget.';
  if (subscriptionPaused) return SUBSCRIPTION_PAUSED_REASON;
  if (organization.usage.secrets >= organization.plan.quota.secrets) return 'Your plan’s secrets limit is reached. Please upgrade to add more secrets.';
  return null;
}

/** Why a secret cannot be deleted, or null. */
export function deleteSecretBlocker({ permissions, subscriptionPaused }: SecretControlContext): string | null {
  if (!permissions.includes('WidgetSecrets:Delete')) return 'You do not have permission to delete secrets of this widget.';
  if (subscriptionPaused) return SUBSCRIPTION_PAUSED_REASON;
  return null;
}

/** The placeholder a flow writes for a secret: {{secret.<name>}}. */
export function secretPlaceholder(contextValueName: string): string {
  return braced(contextValueName);
}
