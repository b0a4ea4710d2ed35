// Business constants shared by the server and the client (studio.md §9, editor.md §9).

export const REQUEST_TIMEOUT_MS = 15_000;
export const CURRENT_USER_RETRIES = 5;
export const CURRENT_USER_RETRY_DELAY_MS = 2_500;

export const PAGE_SIZE = {
  organizations: 10,
  widgets: 10,
  collectedRecords: 20,
  events: 20,
  payments: 20,
  traceEvents: 20,
  files: 10,
} as const;

export const NAME_MAX = 64;
export const DESCRIPTION_MAX = 2048;
export const BIO_MAX = 2048;

/** Terms gate cutoffs (studio.md §5): acceptance older than these must be renewed. */
export const PRIVACY_POLICY_CUTOFF = '2025-07-12T00:00:00.000Z';
export const TERMS_OF_SERVICE_CUTOFF = '2025-07-16T00:00:00.000Z';

export const QUOTA_ALERT_RATIO = 0.8;
export const QUOTA_ALMOST_EXCEEDED_RATIO = 0.9;
export const COPY_FEEDBACK_MS = 2_500;
