import { useId } from 'react';
import { subscriptionCancelSchema } from '../../../../contracts/subscriptions';
import { useApi } from '../../../api/ApiContext';
import { useInvalidate } from '../../../api/invalidate';
import { keys } from '../../../api/queries';
import { useForm } from '../../../forms/useForm';
import { FormError } from '../../../ui/FormError';
import { FormModal } from '../../../ui/FormModal';
import { TextField } from '../../../ui/TextField';
import { CANCEL_REASONS, type CancelReason } from './subscriptionTypes';

const REASON_LABELS: Record<CancelReason, string> = {
  customer_service: 'Customer service was not good enough',
  low_quality: 'Quality was lower than expected',
  missing_features: 'Some features are missing',
  switched_service: 'I am switching to another service',
  too_complex: 'It is too complex to use',
  too_expensive: 'It is too expensive',
  unused: 'We do not use it enough',
  other: 'Other reason',
};

/** Cancel subscription (studio.md §2.9): a reason (required) and a free comment. */
export function CancelSubscriptionModal({ organizationId, onClose }: { organizationId: string; onClose(): void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const reasonId = useId();
  const form = useForm({
    initial: { reason: '', comment: '' },
    schema: subscriptionCancelSchema,
    onSubmit: async (payload: { reason: CancelReason; comment: string }) => {
      await api.patch(`${keys.subscription(organizationId)}/cancel`, payload);
      await invalidate(keys.subscription(organizationId), keys.organizationsAll);
      onClose();
    },
  });
  const reasonError = form.fieldError('reason');
  return (
    <FormModal title="Cancel subscription" submitLabel="Cancel subscription" testId="cancel-subscription" form={form} onClose={onClose}>
      <p>Your plan stays active until the end of the billing period. Tell us why you are leaving:</p>
      <div className="field">
        <label htmlFor={reasonId} className="field__label">
          Reason
        </label>
        <select
          id={reasonId}
          className="field__input"
          value={form.values.reason}
          onChange={(event) => form.setValue('reason', event.target.value)}
          onBlur={() => form.setValue('reason', form.values.reason)}
          aria-invalid={reasonError ? true : undefined}
          data-testid="cancel-reason"
        >
          <option value="">Choose a reason…</option>
          {CANCEL_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {REASON_LABELS[reason]}
            </option>
          ))}
        </select>
        {reasonError ? (
          <p className="field__error" role="alert" data-testid="cancel-reason-error">
            {reasonError}
          </p>
        ) : null}
      </div>
      <TextField label="Comment (optional)" multiline value={form.values.comment} onChange={(value) => form.setValue('comment', value)} testId="cancel-comment" />
      <FormError message={form.formError} />
    </FormModal>
  );
}
