// Query keys (API paths) of the widget page's sections. The secrets key is the path the flow page reads its
// placeholder picker's secrets from, so invalidating it reaches every reader.
import { keys } from '../../../api/queries';

export const generalKeys = {
  secrets: (widgetId: string) => `${keys.widget(widgetId)}/secrets`,
  statsMini: (widgetId: string) => `${keys.widget(widgetId)}/stats_mini`,
};
