// A colour of a block (editor.md §2 colour picker popover, §5 colour rules): a swatch opening the popover, and
// the hex text beside it. The popover holds the picker (react-colorful), the hex text again, and the RGBA and
// HSLA fields; every conversion is colord's. Escape, the swatch or a click outside closes it.
import { useEffect, useRef, useState } from 'react';
import { HexAlphaColorPicker } from 'react-colorful';
import { FieldErrors } from '../../flow/nodeForms/inputs/FieldErrors';
import { ColourHexInput } from './ColourHexInput';
import { HslaFields, RgbaFields } from './ColourChannels';
import { pickerColour } from './colourText';

export interface ColourFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  disabled: boolean;
  testId: string;
  error?: string | undefined;
}

export function ColourField({ label, value, onChange, disabled, testId, error }: ColourFieldProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const swatch = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);
  const shown = pickerColour(value);
  return (
    <div className="field colour-field" ref={root} data-testid={testId}>
      <span className="field__label">{label}</span>
      <div className="colour-field__row">
        <button
          ref={swatch}
          type="button"
          className="colour-swatch"
          aria-label={`Pick ${label.toLowerCase()}`}
          aria-expanded={open}
          aria-haspopup="dialog"
          disabled={disabled}
          data-testid={`${testId}-swatch`}
          onClick={() => setOpen(!open)}
        >
          <span className="colour-swatch__fill" style={{ '--swatch': shown } as React.CSSProperties} />
        </button>
        <ColourHexInput label={label} value={value} onChange={onChange} disabled={disabled} invalid={!!error} testId={`${testId}-hex`} />
      </div>
      {open ? (
        <div
          className="colour-popover"
          role="dialog"
          aria-label={`${label} picker`}
          data-testid={`${testId}-popover`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              // Not the view editor's dialog (Escape would cancel it) nor the editor's shortcuts.
              event.preventDefault();
              event.stopPropagation();
              setOpen(false);
              swatch.current?.focus();
            }
          }}
        >
          <HexAlphaColorPicker color={shown} onChange={(hex) => onChange(pickerColour(hex))} />
          <label className="colour-popover__hex">
            <span className="field__label">Hex</span>
            <ColourHexInput label={label} value={value} onChange={onChange} disabled={disabled} invalid={!!error} testId={`${testId}-popover-hex`} />
          </label>
          <RgbaFields value={shown} onChange={onChange} disabled={disabled} testId={testId} />
          <HslaFields value={shown} onChange={onChange} disabled={disabled} testId={testId} />
        </div>
      ) : null}
      <FieldErrors errors={[error]} testId={testId} />
    </div>
  );
}
