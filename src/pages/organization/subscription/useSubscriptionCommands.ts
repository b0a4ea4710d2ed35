import { useApi } from '../../../api/ApiContext';
import { useInvalidate } from '../../../api/invalidate';
import { keys } from '../../../api/queries';

/** Resume, unpause and the payment-method link (studio.md §7); each refetches what it changes. */
export function useSubscriptionCommands(organizationId: string) {
  const api = useApi();
  const invalidate = useInvalidate();
  const base = keys.subscription(organizationId);
  const refresh = () => invalidate(base, keys.organizationsAll);
  return {
    resume: async () => {
      await api.patch(`${base}/resume`, {});
      await refresh();
    },
    unpause: async () => {
      await api.patch(`${base}/unpause`, {});
      await refresh();
    },
    /** Reads the provider's link, then the browser goes there. */
    updatePaymentMethod: async () => {
      const { url } = await api.get<{ url: string }>(`${base}/update_payment_method_link`);
      window.location.assign(url);
    },
  };
}
