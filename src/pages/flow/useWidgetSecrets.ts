// Gives the editor the widget's secret names (GET /widgets/{id}/secrets), so the placeholder picker offers
// {{secret.<name>}} and the warnings know which secrets exist.
// Until the answer arrives (or if it fails) the editor keeps "unknown" (null): no missing-secret warnings.
import { useEffect } from 'react';
import type { WidgetSecretList } from '../../../contracts/secrets';
import type { FlowEditor } from '../../../engine/index';
import { useApi } from '../../api/ApiContext';
import { keys } from '../../api/queries';

export function useWidgetSecrets(editor: FlowEditor, widgetId: string): void {
  const api = useApi();
  useEffect(() => {
    let live = true;
    api
      .get<WidgetSecretList>(`${keys.widget(widgetId)}/secrets`)
      .then((answer) => {
        if (live) editor.setSecrets(answer.secrets.map((secret) => secret.name));
      })
      .catch(() => {
        // Not fatal for the editor: secrets stay unknown, so nothing warns about them.
      });
    return () => {
      live = false;
    };
  }, [api, editor, widgetId]);
}
