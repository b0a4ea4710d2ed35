// After a value was inserted into a text field from a picker: the field takes the focus back with the caret after
// what was inserted, once React has committed the new text — in the same task as the pick. A later moment (the next
// animation frame) could take the focus from a field the person had already moved on to and send their typing here:
// under load, a number typed into the next field of a node form landed in this one.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Returns `placeCaretAfterCommit(caret)`, to call in the pick's handler together with the change it makes. */
export function useCaretAfterInsert(field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>): (caret: number) => void {
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = pending.current;
    if (caret === null) return;
    pending.current = null;
    field.current?.focus();
    field.current?.setSelectionRange(caret, caret);
  });
  return (caret) => {
    pending.current = caret;
  };
}
