// The co-editing session's way to the server (engine/collab CollabTransport) over the studio's API client:
// PATCH /widgets/{id}/flow with the live channel's id, GET …/flow/changes, GET …/flow, POST …/flow/node_ids.
// A 409 `flow-version-too-old` becomes the engine's FlowVersionTooOldError (the session reloads on it); a 404
// means the widget is gone (deleted, or no longer visible to the caller): `onGone` is told.
import type { FlowChangesPage, FlowPatchAnswer, NodeIdLease } from '../../../../contracts/collab';
import type { WidgetFlow } from '../../../../contracts/entities';
import { FlowVersionTooOldError, type CollabOptions } from '../../../../engine/index';
import type { ApiClient } from '../../../api/createApiClient';
import { isHttpError } from '../../../api/errors';
import { keys } from '../../../api/queries';

export function collabTransport(api: ApiClient, widgetId: string, onGone: () => void): CollabOptions['transport'] {
  const flowPath = keys.widgetFlow(widgetId);
  const tooOld = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (isHttpError(error, 409) && error.body?.error === 'flow-version-too-old') throw new FlowVersionTooOldError(error.body.message || undefined);
      if (isHttpError(error, 404)) onGone();
      throw error;
    }
  };
  return {
    sendPatches: ({ baseVersion, patches, clientId }) =>
      tooOld(() => api.patch<FlowPatchAnswer>(flowPath, clientId ? { baseVersion, patches, clientId } : { baseVersion, patches })),
    changesSince: (since) => tooOld(() => api.get<FlowChangesPage>(`${flowPath}/changes?since=${since}`)),
    loadFlow: () =>
      tooOld(async () => {
        const flow = await api.get<WidgetFlow>(flowPath);
        return { document: flow.flow, version: flow.version };
      }),
    leaseNodeIds: () => tooOld(() => api.post<NodeIdLease>(`${flowPath}/node_ids`)),
  };
}
