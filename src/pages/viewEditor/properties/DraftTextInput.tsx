// A text field that keeps its own draft while it has focus, so the caret never jumps when each keystroke goes
// through the editor's commands and comes back as a new value; outside focus it shows the block's value (undo).
import { useState } from 'react';

interface DraftTextInputProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  multiline?: boolean;
  testId?: string;
  id?: string;
  invalid?: boolean;
}

export function DraftTextInput({ value, onChange, disabled, multiline, testId, id, invalid }: DraftTextInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value;
  const props = {
    id,
    className: 'field__input',
    value: shown,
    disabled,
    'aria-invalid': invalid || undefined,
    'data-testid': testId,
    onFocus: () => setDraft(value),
    onBlur: () => setDraft(null),
    onChange: (event: { target: { value: string } }) => {
      setDraft(event.target.value);
      onChange(event.target.value);
    },
  };
  return multiline ? <textarea rows={4} {...props} /> : <input {...props} />;
}
