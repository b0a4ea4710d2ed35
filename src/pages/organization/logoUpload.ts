// The organization logo upload (studio.md §2.8, §5, §6): why the upload control may be disabled
// (permission Files:Create, a paused subscription, plan file quota). The accepted types are
// IMAGE_UPLOAD_ACCEPT (api/uploadFile).
import type { Organization } from '../../../contracts/entities';
import type { Permission } from '../../../contracts/permissions';
import { SUBSCRIPTION_PAUSED_REASON } from './subscription/pausedSubscription';

export function logoUploadBlocker(organization: Pick<Organization, 'usage' | 'plan'>, permissions: readonly Permission[], subscriptionPaused = false): string | null {
  if (!permissions.includes('Files:Create')) return 'You do not have permission to upload files in this organization.';
  // The organization's file library is read-only while paused (the server answers 403 subscription-paused).
  if (subscriptionPaused) return SUBSCRIPTION_PAUSED_REASON;
  if (organization.usage.files >= organization.plan.quota.files) return 'Your plan’s file upload limit is reached. Please upgrade to upload more files.';
  return null;
}
