import type { Organization } from '../../../contracts/entities';
import { formatCount, formatLimit } from '../../format/numbers';
import { Panel } from '../../ui/Panel';
import { ProgressBar } from '../../ui/ProgressBar';
import { RelativeTime } from '../../ui/RelativeTime';
import { Skeleton } from '../../ui/Skeleton';

function QuotaRow({ label, used, limit, note, testId }: { label: string; used: number; limit: number; note?: React.ReactNode; testId: string }) {
  return (
    <div className="quota-row" data-testid={testId}>
      <div className="quota-row__head">
        <span className="quota-row__label">{label}</span>
        <span className="quota-row__value">
          {formatCount(used)} <span className="muted">/ {formatLimit(limit)}</span>
        </span>
      </div>
      <ProgressBar used={used} limit={limit} label={`${label} used`} />
      {note ? <p className="quota-row__note">{note}</p> : null}
    </div>
  );
}

/** Quota and usage (studio.md §2.8): operations reset each quota period, the rest do not. */
export function QuotaPanel({ organization }: { organization: Organization | undefined }) {
  return (
    <Panel title="Quota and usage" testId="organization-quota">
      {!organization ? (
        <Skeleton height={160} />
      ) : (
        <>
          <QuotaRow
            label="Operations this period"
            used={organization.usage.operationsThisQuotaPeriod}
            limit={organization.plan.quota.operations}
            testId="quota-operations"
            note={
              <>
                {formatCount(organization.usage.operationsToday)} today · resets <RelativeTime date={organization.quotaPeriod.end} />
              </>
            }
          />
          <QuotaRow label="Widgets" used={organization.usage.widgets} limit={organization.plan.quota.widgets} testId="quota-widgets" />
          <QuotaRow label="Secrets" used={organization.usage.secrets} limit={organization.plan.quota.secrets} testId="quota-secrets" />
          <QuotaRow label="Files" used={organization.usage.files} limit={organization.plan.quota.files} testId="quota-files" />
          <QuotaRow label="Users" used={organization.usage.users} limit={organization.plan.quota.users} testId="quota-users" />
          <p className="hint">Usage figures may take up to 6 hours to update.</p>
        </>
      )}
    </Panel>
  );
}
