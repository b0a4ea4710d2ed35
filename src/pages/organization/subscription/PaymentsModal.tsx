import { useState } from 'react';
import { PAGE_SIZE } from '../../../../contracts/constants';
import { keys } from '../../../api/queries';
import { useApiQuery } from '../../../api/useApiQuery';
import { formatDateTime } from '../../../format/relativeDate';
import { Badge } from '../../../ui/Badge';
import { EmptyState } from '../../../ui/EmptyState';
import { Modal } from '../../../ui/Modal';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { cardBrandName, formatPrice, paymentStatusLabel } from './subscriptionState';
import type { PaymentList } from './subscriptionTypes';

const STATUS_TONE = { success: 'success', failed: 'danger', unknown: 'neutral' } as const;

/** Payments history (studio.md §2.8): 20 per page, date, price, status and card. */
export function PaymentsModal({ organizationId, onClose }: { organizationId: string; onClose(): void }) {
  const [page, setPage] = useState(1);
  const { data, error } = useApiQuery<PaymentList>(keys.subscriptionPayments(organizationId, page), { keepPreviousData: true, throwOnError: false });
  return (
    <Modal open title="Payments history" onClose={onClose} testId="payments-modal">
      {error ? (
        <p className="form-error">Could not load the payments. Please try again later.</p>
      ) : !data ? (
        <Skeleton height={120} />
      ) : data.payments.length === 0 ? (
        <EmptyState title="No payments yet" testId="payments-empty" />
      ) : (
        <table className="table" data-testid="payments-table">
          <thead>
            <tr>
              <th>Date</th>
              <th>Amount</th>
              <th>Status</th>
              <th>Card</th>
            </tr>
          </thead>
          <tbody>
            {data.payments.map((payment) => {
              const status = paymentStatusLabel(payment.status);
              return (
                <tr key={payment.id} data-testid="payment-row">
                  <td>{formatDateTime(payment.createdAt)}</td>
                  <td className="table__number">{formatPrice(payment.price, payment.currency)}</td>
                  <td>
                    <Badge tone={STATUS_TONE[status]}>{status}</Badge>
                  </td>
                  <td>{payment.card ? `${cardBrandName(payment.card.brand)} •••• ${payment.card.last4}` : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {data ? <Pager page={page} pageSize={PAGE_SIZE.payments} total={data.total} onPage={setPage} label="Payments pages" /> : null}
    </Modal>
  );
}
