// Copy, cut and paste of the selection (editor.md §2): an in-editor fragment for Ctrl/Cmd+V, and the system
// clipboard's text (tagged JSON, validated like a save on paste) for other tabs and widgets. The editor gives it
// the few things it needs; the fragment it keeps outlives a call, hence a class.
import type { FlowModel } from '../model/FlowModel';
import { copyFragment, type FlowFragment } from '../model/clipboard';
import { fragmentFromText, fragmentToText } from '../model/fragmentText';
import { deleteSelectionCommand } from '../model/commands/deleteSelectionCommand';
import type { FlowPatch } from '../model/patch/flowPatch';

export interface EditorClipboardHost {
  model: FlowModel;
  canEdit(): boolean;
  selection(): ReadonlySet<number>;
  commit(patch: FlowPatch): void;
  /** Starts a ghost of the fragment at the pointer. */
  beginGhost(fragment: FlowFragment): void;
  refused(reason: string): void;
}

export class EditorClipboard {
  /** What Ctrl/Cmd+C copied, for pastes that do not come through the system clipboard. */
  private fragment: FlowFragment | null = null;

  constructor(private readonly host: EditorClipboardHost) {}

  /** Copies the selected nodes (not the entrypoint) and the connections between them; false when none. */
  copy(): boolean {
    const fragment = copyFragment(this.host.model, this.host.selection());
    if (fragment) this.fragment = fragment;
    return fragment !== null;
  }

  cut(): void {
    if (!this.host.canEdit() || !this.copy()) return;
    this.host.commit(deleteSelectionCommand(this.host.model, this.host.selection(), null));
  }

  /** Starts a ghost of the copied nodes at the pointer. */
  paste(): void {
    if (!this.host.canEdit() || !this.fragment) return;
    this.host.beginGhost(this.fragment);
  }

  /** The selection as text for another tab or widget, or null when nothing is copyable. */
  copyToText(): string | null {
    return this.copy() ? fragmentToText(this.fragment!) : null;
  }

  cutToText(): string | null {
    if (!this.host.canEdit()) return this.copyToText();
    const text = this.copyToText();
    if (text !== null) this.cut();
    return text;
  }

  /** Text copied from a flow starts its ghost (true); other text is not ours (false); invalid nodes are refused. */
  pasteText(text: string): boolean {
    if (!this.host.canEdit()) return false;
    const parsed = fragmentFromText(text);
    if (parsed.kind === 'not-a-fragment') return false;
    if (parsed.kind === 'invalid') {
      this.host.refused(parsed.reason);
      return true;
    }
    this.fragment = parsed.fragment;
    this.host.beginGhost(parsed.fragment);
    return true;
  }
}
