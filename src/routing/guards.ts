// Route guards (studio.md §2.1): pure checks that throw the named errors; pages call them during
// render so the error boundary shows the result.
import type { RouteParams } from '../routes';
import { InvalidOrganizationIdError, InvalidWidgetIdError, WidgetDoesNotBelongToOrganizationError } from './guardErrors';
import { NotFoundError } from './NotFoundError';

import { isUuid } from '../../contracts/rules';

// Entity ids are UUIDs: an address with anything else names nothing, so it is not found.

export function requireOrganizationId(params: RouteParams): string {
  const id = params.organizationId?.trim();
  if (!id) throw new InvalidOrganizationIdError();
  if (!isUuid(id)) throw new NotFoundError(`No organization at "${id}"`);
  return id;
}

export function requireWidgetIds(params: RouteParams): { organizationId: string; widgetId: string } {
  const organizationId = requireOrganizationId(params);
  const widgetId = params.widgetId?.trim();
  if (!widgetId) throw new InvalidWidgetIdError();
  if (!isUuid(widgetId)) throw new NotFoundError(`No widget at "${widgetId}"`);
  return { organizationId, widgetId };
}

/** Throws when the loaded widget lives in another organization than the address says. */
export function assertWidgetInOrganization(widget: { id: string; organizationId: string }, organizationId: string): void {
  if (widget.organizationId !== organizationId) throw new WidgetDoesNotBelongToOrganizationError(widget.id, organizationId);
}
