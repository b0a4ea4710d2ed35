// The quota panel's alert threshold (studio.md §2.8, §9): a bar turns the alert colour at 80 %.
import { QUOTA_ALERT_RATIO } from '../../contracts/constants';
import { usageRatio } from './rate';

export function isQuotaAlert(used: number, limit: number): boolean {
  return usageRatio(used, limit) >= QUOTA_ALERT_RATIO;
}
