// Gives the editor the widget organization's secret names (GET /widgets/{id}/secrets: contextValueName and
// description per secret), so the placeholder picker offers {{secret.<name>}} and the warnings know which exist.
// Until the answer arrives (or if it fails) the editor keeps "unknown" (null): no missing-secret warnings.
import { useEffect } from 'react';
import type { FlowEditor } from '../../../engine/index';
import { useApi } from '../../api/ApiContext';
import { keys } from '../../api/queries';
import { secretNames } from './secretNames';

export function useWidgetSecrets(editor: FlowEditor, widgetId: string): void {
  const api = useApi();
  useEffect(() => {
    let live = true;
    api
      .get<unknown>(`${keys.widget(widgetId)}/secrets`)
      .then((answer) => {
        if (live) editor.setSecrets(secretNames(answer));
      })
      .catch(() => {
        // Not fatal for the editor: secrets stay unknown, so nothing warns about them.
      });
    return () => {
      live = false;
    };
  }, [api, editor, widgetId]);
}
