// The organization logo upload (studio.md §2.8, §5, §6): which files are accepted and why the
// upload control may be disabled (permission Files:Create, a paused subscription, plan file quota).
import { IMAGE_FORMATS } from '../../../contracts/files';
import type { Organization } from '../../../contracts/entities';
import type { Permission } from '../../../contracts/permissions';
import { SUBSCRIPTION_PAUSED_REASON } from './subscription/pausedSubscription';

/** The file input's accept list: jpeg, png, webp, avif, heic, heif. */
export const LOGO_ACCEPT = IMAGE_FORMATS.map((format) => `image/${format}`).join(',') + ',.heic,.heif,.avif';

export function logoUploadBlocker(organization: Pick<Organization, 'usage' | 'plan'>, permissions: readonly Permission[], subscriptionPaused = false): string | null {
  if (!permissions.includes('Files:Create')) return 'You do not have permission to upload files in this organization.';
  // The organization's file library is read-only while paused (the server answers 403 subscription-paused).
  if (subscriptionPaused) return SUBSCRIPTION_PAUSED_REASON;
  if (organization.usage.files >= organization.plan.quota.files) return 'Your plan’s file upload limit is reached. Please upgrade to upload more files.';
  return null;
}
