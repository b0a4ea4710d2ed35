// Gives the editor the widget's secret names (GET /widgets/{id}/secrets, the same cache entry as the widget page's
// secrets list, so a secret added or deleted there reaches the picker), so the placeholder picker offers
// {{secret.<name>}} and the warnings know which secrets exist.
// Until the answer arrives (or if it fails) the editor keeps "unknown" (null): no missing-secret warnings.
import { useEffect } from 'react';
import type { WidgetSecretList } from '../../../contracts/secrets';
import type { FlowEditor } from '../../../engine/index';
import { keys } from '../../api/queries';
import { useApiQuery } from '../../api/useApiQuery';

export function useWidgetSecrets(editor: FlowEditor, widgetId: string): void {
  // Not fatal for the editor when it fails: secrets stay unknown, so nothing warns about them.
  const { data } = useApiQuery<WidgetSecretList>(keys.widgetSecrets(widgetId), { throwOnError: false });
  useEffect(() => {
    if (data) editor.setSecrets(data.secrets.map((secret) => secret.name));
  }, [editor, data]);
}
