import { isQuotaAlert } from '../format/quotaLevel';
import { usageRatio } from '../format/rate';

/** Usage against a limit; turns the alert colour from 80 % (studio.md §9). */
export function ProgressBar({ used, limit, label }: { used: number; limit: number; label: string }) {
  const ratio = usageRatio(used, limit);
  const alert = isQuotaAlert(used, limit);
  return (
    <div
      className={`progress ${alert ? 'progress--alert' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={Math.min(used, limit)}
      data-alert={alert || undefined}
    >
      <span className="progress__fill" style={{ width: `${Math.min(100, ratio * 100)}%` }} />
    </div>
  );
}
