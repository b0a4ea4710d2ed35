// Turns the co-editing events of one editor into quiet notices (noticeTexts.ts has the words): a value of mine
// that someone's later edit replaced (with "Put mine back" when it was a whole field of mine), a node I had
// selected or open deleted by someone, an op of mine that was not kept, an undo that skipped what someone changed,
// a reload. Each notice goes away by itself after NOTICE_MS, or when dismissed; at most NOTICES_MAX show.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FlowEditor, FlowChange, OwnOpOutcome } from '../../../../engine/index';
import { deletedText, nodeName, outcomeText, replacedText, resyncedText, undoSkippedText, type CollabNotice } from './noticeTexts';

export const NOTICE_MS = 10_000;
export const NOTICES_MAX = 4;
/** Own values remembered for "Put mine back" (the most recent ones). */
const OWN_VALUES_MAX = 500;

export interface CollabNoticesState {
  notices: CollabNotice[];
  dismiss(id: string): void;
}

export function useCollabNotices(editor: FlowEditor, openNodeId: number | null): CollabNoticesState {
  const [notices, setNotices] = useState<CollabNotice[]>([]);
  const openNode = useRef(openNodeId);
  openNode.current = openNodeId;
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  useEffect(() => {
    const collab = editor.collab;
    let count = 0;
    const add = (text: string, action?: CollabNotice['action']) => {
      const id = `n${++count}`;
      const notice: CollabNotice = action ? { id, text, action } : { id, text };
      setNotices((current) => [...current.filter((each) => each.text !== text), notice].slice(-NOTICES_MAX));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), NOTICE_MS),
      );
    };
    const offs: Array<() => void> = [
      editor.on('undoSkipped', ({ redo, skipped }) => add(undoSkippedText(redo, skipped, editor.model))),
    ];
    if (collab) {
      const nameOf = (userId: string) => collab.presence.people().find((person) => person.userId === userId)?.name ?? 'someone';
      const ownValues = new Map<string, unknown>();
      const remember = (change: FlowChange) => {
        for (const op of change.ops) {
          if (op.op !== 'updateNode') continue;
          for (const field of Object.keys(op.after.config)) {
            if (JSON.stringify(op.after.config[field]) === JSON.stringify(op.before.config[field])) continue;
            const key = `${op.id}/${field}`;
            ownValues.delete(key);
            ownValues.set(key, op.after.config[field]);
            if (ownValues.size > OWN_VALUES_MAX) ownValues.delete(ownValues.keys().next().value!);
          }
        }
      };
      // Nodes whose removal was already told (so a dropped op on them says nothing more).
      const toldRemoved = new Set<number>();
      offs.push(
        collab.listen({
          ownChange: remember,
          replaced: (change, entries) => {
            const byNode = new Map<number, typeof entries>();
            for (const entry of entries) byNode.set(entry.nodeId, [...(byNode.get(entry.nodeId) ?? []), entry]);
            for (const [nodeId, mine] of byNode) {
              const text = replacedText(nameOf(change.userId), nodeName(editor.model, nodeId), mine);
              const restorable = mine.filter((entry) => ownValues.has(`${nodeId}/${entry.field}`));
              if (restorable.length === 0 || !editor.model.hasNode(nodeId)) {
                add(text);
                continue;
              }
              add(text, {
                label: 'Put mine back',
                run: () => {
                  const node = editor.model.getNode(nodeId);
                  if (!node) return;
                  const config = { ...node.config };
                  for (const entry of restorable) config[entry.field] = ownValues.get(`${nodeId}/${entry.field}`);
                  editor.updateNodeConfig(nodeId, config);
                },
              });
            }
          },
          remoteChange: (change, removed) => {
            const mine = new Set(collab.lastRemovedSelection);
            if (openNode.current !== null) mine.add(openNode.current);
            for (const op of change.ops) {
              if (op.op !== 'removeNode' || !removed.includes(op.node.id) || !mine.has(op.node.id)) continue;
              toldRemoved.add(op.node.id);
              add(deletedText(nameOf(change.userId), nodeName(editor.model, op.node.id, op.node.type)));
            }
          },
          outcomes: (outcomes: OwnOpOutcome[]) => {
            for (const outcome of outcomes) {
              const nodeId = outcome.outcome.nodeId;
              if (outcome.outcome.reason === 'node-removed' && nodeId !== undefined && toldRemoved.has(nodeId)) continue;
              const text = outcomeText(outcome, editor.model, outcome.by ? nameOf(outcome.by.userId) : null);
              if (text) add(text);
            }
          },
          resynced: (reason) => add(resyncedText(reason)),
        }),
      );
    }
    const pending = timers.current;
    return () => {
      offs.forEach((off) => off());
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      setNotices([]);
    };
  }, [editor, dismiss]);

  return { notices, dismiss };
}
