// The text a property field shows: its own draft while it has focus, so the caret never jumps when each keystroke
// goes through the editor's commands and comes back as a new value; outside focus, the value in force (undo).
import { useState } from 'react';

export interface FocusDraft {
  /** What the field shows. */
  text: string;
  /** Keeps the typed text as the draft (the field has focus). */
  type(text: string): void;
  onFocus(): void;
  onBlur(): void;
}

export function useFocusDraft(value: string): FocusDraft {
  const [draft, setDraft] = useState<string | null>(null);
  return { text: draft ?? value, type: setDraft, onFocus: () => setDraft(value), onBlur: () => setDraft(null) };
}
