// The colour's hex text (editor.md §5): non-hex characters stripped, lowercased, # prefixed, at most 9
// characters while typing; a complete colour goes to the block at once; leaving the field turns an empty or
// invalid text into #000 and a valid one into its normal hex form (colourText.ts).
import { useFocusDraft } from './useFocusDraft';
import { colourOnBlur, COLOUR_TEXT_MAX, isStorableColour, sanitiseColourText } from './colourText';

interface ColourHexInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  disabled: boolean;
  invalid: boolean;
  testId: string;
}

export function ColourHexInput({ label, value, onChange, disabled, invalid, testId }: ColourHexInputProps) {
  const draft = useFocusDraft(value);
  return (
    <input
      className="field__input colour-hex"
      type="text"
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      size={COLOUR_TEXT_MAX}
      aria-label={`${label} (hex)`}
      aria-invalid={invalid || undefined}
      value={draft.text}
      disabled={disabled}
      data-testid={testId}
      onFocus={draft.onFocus}
      onChange={(event) => {
        const text = sanitiseColourText(event.target.value);
        draft.type(text);
        if (isStorableColour(text) && text !== value) onChange(text);
      }}
      onBlur={() => {
        const final = colourOnBlur(draft.text);
        draft.onBlur();
        if (final !== value) onChange(final);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
}
