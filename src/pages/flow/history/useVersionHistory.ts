// The flow page's version history (issue 15): the panel's toggle, which flow the canvas shows (the draft or a
// version read-only, VersionViewing.ts), and the three actions on a version: back to the draft, restore it into
// the draft (one undoable step the autosave sends like any edit, engine restoreVersion) and republish it.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Widget } from '../../../../contracts/entities';
import type { PublishedVersion, PublishedVersionFlow, RepublishedVersion } from '../../../../contracts/versions';
import { FlowEditor, restoreVersion } from '../../../../engine/index';
import { useApi } from '../../../api/ApiContext';
import { useInvalidate } from '../../../api/invalidate';
import { describeFailure } from '../../../forms/useForm';
import type { FlowAccess } from '../flowAccess';
import { loadFlow } from '../loadFlow';
import { changeWords } from './versionChanges';
import { versionKeys } from './versionHistoryApi';
import { VersionViewing, type VersionViewState } from './VersionViewing';

export interface VersionNotice {
  tone: 'success' | 'error';
  text: string;
}

export interface VersionHistory {
  panelOpen: boolean;
  setPanelOpen(open: boolean): void;
  view: VersionViewState;
  /** The version showing (read-only), or null while the draft shows. */
  viewed: PublishedVersion | null;
  /** The version showing, opening or that failed to open (highlighted in the list). */
  selected: number | null;
  /** The editor the canvas shows: the version's (read-only) while one is open, else the draft's. */
  shown: FlowEditor;
  /** What the toolbar may offer while a version shows (read-only, no publish). */
  shownAccess: FlowAccess;
  /** Why the shown version cannot be restored / republished, or null. */
  restoreReason: string | null;
  republishReason: string | null;
  republishing: boolean;
  notice: VersionNotice | null;
  dismissNotice(): void;
  open(version: number): void;
  back(): void;
  restore(): void;
  republish(): void;
}

const readOnly = () => Promise.reject(new Error('A published version is read-only'));

export function useVersionHistory(draft: FlowEditor, widget: Widget, access: FlowAccess, onWidgetChanged: () => void): VersionHistory {
  const api = useApi();
  const invalidate = useInvalidate();
  const [panelOpen, setPanelOpen] = useState(false);
  const [notice, setNotice] = useState<VersionNotice | null>(null);
  const [republishing, setRepublishing] = useState(false);
  const widgetId = widget.id;

  // One per draft editor: a new draft (reload after a conflict, an import) starts from the draft again.
  const viewing = useMemo(
    () =>
      new VersionViewing({
        load: (version, onProgress, signal) =>
          loadFlow<PublishedVersionFlow>(api, versionKeys.version(widgetId, version), (progress) => onProgress(progress.fraction), signal).catch((error: unknown) => {
            throw new Error(describeFailure(error));
          }),
        open: async (version, signal) => {
          const editor = await FlowEditor.open(
            { document: version.flow, version: version.flowVersion, canEdit: false, publishAllowed: false, sendPatches: readOnly, publish: readOnly },
            { signal },
          );
          // The version opens where the draft is looked at, so the two compare in place (Fit shows it whole).
          const view = draft.viewport();
          if (view.width > 0 && view.height > 0) {
            editor.resize(view.width, view.height);
            editor.jumpTo(view);
          }
          return editor;
        },
      }),
    // `draft` on purpose: a new draft editor gets a fresh viewer.
    [api, widgetId, draft],
  );
  useEffect(() => () => viewing.destroy(), [viewing]);
  const view = useSyncExternalStore(viewing.subscribe, viewing.getSnapshot);

  // A publish from the toolbar adds a version: the list refetches.
  useEffect(() => draft.on('published', () => void invalidate(versionKeys.all(widgetId))), [draft, invalidate, widgetId]);

  const open = useCallback(
    (version: number) => {
      setNotice(null);
      // What the draft holds is saved now, not after the debounce, while the version shows.
      draft.flushSave();
      void viewing.open(version);
    },
    [draft, viewing],
  );
  const back = useCallback(() => viewing.back(), [viewing]);

  const restore = useCallback(() => {
    if (view.kind !== 'viewing') return;
    const number = view.version.version;
    const outcome = restoreVersion(draft, view.editor.model);
    if (outcome.kind === 'refused') {
      setNotice({ tone: 'error', text: outcome.reason });
      return;
    }
    viewing.back();
    setNotice(
      outcome.kind === 'unchanged'
        ? { tone: 'success', text: `The draft already is version ${number}: nothing to restore.` }
        : { tone: 'success', text: `Version ${number} restored into the draft (${changeWords(outcome.changes)}). Undo brings the draft back.` },
    );
  }, [draft, view, viewing]);

  const republish = useCallback(() => {
    if (view.kind !== 'viewing') return;
    const number = view.version.version;
    setRepublishing(true);
    setNotice(null);
    api
      .post<RepublishedVersion>(versionKeys.republish(widgetId, number))
      .then(
        (answer) => {
          onWidgetChanged();
          void invalidate(versionKeys.all(widgetId));
          setNotice({ tone: 'success', text: `Version ${number} republished as version ${answer.version.version}: visitors get it now.` });
        },
        (error: unknown) => setNotice({ tone: 'error', text: `Version ${number} was not republished: ${describeFailure(error)}` }),
      )
      .finally(() => setRepublishing(false));
  }, [api, invalidate, onWidgetChanged, view, widgetId]);

  const viewed = view.kind === 'viewing' ? view.version : null;
  const shownAccess = useMemo<FlowAccess>(() => {
    if (!viewed) return access;
    const reason = `Viewing version ${viewed.version}: read-only`;
    return { ...access, canEdit: false, readOnlyReason: reason, publishAllowed: false, publishReason: `${reason}. Go back to the draft to publish it, or republish this version` };
  }, [access, viewed]);

  return {
    panelOpen,
    setPanelOpen,
    view,
    viewed,
    selected: view.kind === 'draft' ? null : view.kind === 'viewing' ? view.version.version : view.version,
    shown: view.kind === 'viewing' ? view.editor : draft,
    shownAccess,
    restoreReason: access.readOnlyReason,
    republishReason: access.republishReason ?? (viewed?.live ? 'Visitors get this version already' : null),
    republishing,
    notice,
    dismissNotice: () => setNotice(null),
    open,
    back,
    restore,
    republish,
  };
}
