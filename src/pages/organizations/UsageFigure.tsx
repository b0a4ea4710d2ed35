import { formatCount, formatLimit } from '../../format/numbers';
import { usageRatio } from '../../format/rate';
import { QUOTA_ALERT_RATIO } from '../../../contracts/constants';

/** "used / limit" with an optional "+N today", in the alert colour from 80 %. */
export function UsageFigure({ label, used, limit, today }: { label: string; used: number; limit: number; today?: number }) {
  const alert = usageRatio(used, limit) >= QUOTA_ALERT_RATIO;
  return (
    <div className={`usage-figure ${alert ? 'usage-figure--alert' : ''}`}>
      <span className="usage-figure__label">{label}</span>
      <span className="usage-figure__value">
        {formatCount(used)}
        <span className="muted"> / {formatLimit(limit)}</span>
        {today !== undefined ? <span className="usage-figure__today"> +{formatCount(today)} today</span> : null}
      </span>
    </div>
  );
}
