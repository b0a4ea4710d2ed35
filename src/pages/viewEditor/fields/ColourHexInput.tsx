// The colour's hex text (editor.md §5): non-hex characters stripped, lowercased, # prefixed, at most 9
// characters while typing; a complete colour goes to the block at once; leaving the field turns an empty or
// invalid text into #000 and a valid one into its normal hex form (colourText.ts).
import { useState } from 'react';
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
  const [draft, setDraft] = useState<string | null>(null);
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
      value={draft ?? value}
      disabled={disabled}
      data-testid={testId}
      onFocus={() => setDraft(value)}
      onChange={(event) => {
        const text = sanitiseColourText(event.target.value);
        setDraft(text);
        if (isStorableColour(text) && text !== value) onChange(text);
      }}
      onBlur={() => {
        const final = colourOnBlur(draft ?? value);
        setDraft(null);
        if (final !== value) onChange(final);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
}
