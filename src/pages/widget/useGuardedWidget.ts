import { useWidget } from '../../api/queries';
import type { RouteParams } from '../../routes';
import { assertWidgetInOrganization, requireWidgetIds } from '../../routing/guards';

/** The widget route guard (studio.md §2.1): ids present, and the widget belongs to the route's organization. */
export function useGuardedWidget(params: RouteParams, options: { throwOnError?: boolean } = {}) {
  const { organizationId, widgetId } = requireWidgetIds(params);
  const { data: widget } = useWidget(widgetId, options);
  if (widget) assertWidgetInOrganization(widget, organizationId);
  return { organizationId, widgetId, widget };
}
