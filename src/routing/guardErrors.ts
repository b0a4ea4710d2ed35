// The named guard errors (studio.md §2.1, §8). Their names appear on the error screen.

export class InvalidOrganizationIdError extends Error {
  override readonly name = 'InvalidOrganizationIdError';
  constructor() {
    super('Invalid organization id: the address does not name an organization.');
  }
}

export class InvalidWidgetIdError extends Error {
  override readonly name = 'InvalidWidgetIdError';
  constructor() {
    super('Invalid widget id: the address does not name a widget.');
  }
}

export class WidgetDoesNotBelongToOrganizationError extends Error {
  override readonly name = 'WidgetDoesNotBelongToOrganizationError';
  constructor(
    readonly widgetId: string,
    readonly organizationId: string,
  ) {
    super('This widget does not belong to the organization in the address.');
  }
}

export type GuardError = InvalidOrganizationIdError | InvalidWidgetIdError | WidgetDoesNotBelongToOrganizationError;

export function isGuardError(error: unknown): error is GuardError {
  return (
    error instanceof InvalidOrganizationIdError ||
    error instanceof InvalidWidgetIdError ||
    error instanceof WidgetDoesNotBelongToOrganizationError
  );
}
