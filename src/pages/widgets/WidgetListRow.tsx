import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { WidgetListItem } from '../../../contracts/entities';
import { formatCount } from '../../format/numbers';
import { formatShareRate } from '../../format/rate';
import { paths } from '../../routes';
import { Badge } from '../../ui/Badge';
import { RelativeTime } from '../../ui/RelativeTime';

function Metric({ label, month, today }: { label: string; month: number; today: number }) {
  return (
    <div className="metric">
      <span className="metric__label">{label}</span>
      <span className="metric__value">
        {formatCount(month)}
        <span className={`metric__delta ${today > 0 ? 'metric__delta--up' : ''}`}> +{formatCount(today)}</span>
      </span>
    </div>
  );
}

export function WidgetListRow({ organizationId, widget, manage }: { organizationId: string; widget: WidgetListItem; manage?: ReactNode }) {
  const { usage } = widget;
  return (
    <li className={`list__item ${manage ? 'list__item--managed' : ''}`} data-testid="widget-item">
      <Link href={paths.widget(organizationId, widget.id)} className="list__link widget-item">
        <div className="widget-item__main">
          <span className="list__title">
            <span data-testid="widget-item-name">{widget.name}</span>
            {widget.archived ? <Badge tone="warning">Archived</Badge> : widget.publishedAt ? <Badge tone="success">Published</Badge> : null}
          </span>
          <code className="widget-item__id">{widget.id}</code>
          <span className="widget-item__time">
            {widget.archived ? (
              <>
                Archived <RelativeTime date={widget.archivedAt} />
              </>
            ) : (
              <>
                Updated <RelativeTime date={widget.updatedAt} />
                {widget.publishedAt ? (
                  <>
                    {' · '}Published <RelativeTime date={widget.publishedAt} />
                  </>
                ) : null}
              </>
            )}
            {' · '}
            {usage.secrets} {usage.secrets === 1 ? 'secret' : 'secrets'}
          </span>
        </div>
        <div className="widget-item__metrics" aria-label="This month, with today's increase">
          {/* The API's "views" are the widget's shows: the results page's word, used here too. */}
          <Metric label="Shows" month={usage.viewsThisMonth} today={usage.viewsToday} />
          <Metric label="Operations" month={usage.operationsThisMonth} today={usage.operationsToday} />
          <Metric label="Errors" month={usage.errorsThisMonth} today={usage.errorsToday} />
          <div className="metric">
            <span className="metric__label">Show to finish rate</span>
            <span className="metric__value">
              <span data-testid="widget-item-rate">{formatShareRate(usage.finishesThisMonth, usage.viewsThisMonth)}</span>
              {/* A dash alone says nothing: with no shows there is no rate, and the row says why. */}
              {usage.viewsThisMonth > 0 ? null : (
                <span className="metric__delta" data-testid="widget-item-rate-note">
                  {' '}
                  no shows yet
                </span>
              )}
            </span>
          </div>
        </div>
      </Link>
      {manage}
    </li>
  );
}
