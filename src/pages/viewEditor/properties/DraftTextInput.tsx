// A text field that keeps its own draft while it has focus, so the caret never jumps when each keystroke goes
// through the editor's commands and comes back as a new value; outside focus it shows the block's value (undo).
import { useFocusDraft } from '../fields/useFocusDraft';

interface DraftTextInputProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  multiline?: boolean;
  testId?: string;
  id?: string;
  invalid?: boolean;
  placeholder?: string;
}

export function DraftTextInput({ value, onChange, disabled, multiline, testId, id, invalid, placeholder }: DraftTextInputProps) {
  const draft = useFocusDraft(value);
  const props = {
    id,
    className: 'field__input',
    value: draft.text,
    disabled,
    placeholder,
    'aria-invalid': invalid || undefined,
    'data-testid': testId,
    onFocus: draft.onFocus,
    onBlur: draft.onBlur,
    onChange: (event: { target: { value: string } }) => {
      draft.type(event.target.value);
      onChange(event.target.value);
    },
  };
  return multiline ? <textarea rows={4} {...props} /> : <input {...props} />;
}
