// The toolbar's viewport width (editor.md §2 "View editor canvas"): auto or a custom pixel value, set in a
// popover with a number field (Enter applies, clamped 320–9999, empty = auto) or by dragging the canvas edge
// (ViewCanvas), and a reset-width button.
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Popover } from '../../ui/Popover';
import { clampViewportWidth, VIEWPORT_WIDTH_MAX, VIEWPORT_WIDTH_MIN } from './editorState';

export function ViewportWidthControl({ width, onChange }: { width: number | null; onChange(width: number | null): void }) {
  return (
    <div className="view-editor__width">
      <Popover
        trigger={<span data-testid="view-editor-width-value">Width: {width === null ? 'auto' : `${width}px`}</span>}
        // The visible words are part of the name (WCAG 2.5.3: a voice user says what they see).
        label={`Viewport width: ${width === null ? 'auto' : `${width}px`}`}
        role="dialog"
        align="start"
        testId="view-editor-width-button"
        panelClassName="view-editor__width-panel"
      >
        {(close) => (
          <WidthForm
            width={width}
            onApply={(next) => {
              onChange(next);
              close();
            }}
          />
        )}
      </Popover>
      <Button size="sm" disabled={width === null} onClick={() => onChange(null)} data-testid="view-editor-width-reset">
        Reset width
      </Button>
    </div>
  );
}

function WidthForm({ width, onApply }: { width: number | null; onApply(width: number | null): void }) {
  const [text, setText] = useState(width === null ? '' : String(width));
  return (
    <label className="field view-editor__width-field">
      <span className="field__label">Custom width (px)</span>
      <input
        className="field__input"
        type="number"
        min={VIEWPORT_WIDTH_MIN}
        max={VIEWPORT_WIDTH_MAX}
        placeholder="auto"
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onApply(text.trim() === '' ? null : clampViewportWidth(text));
        }}
        data-testid="view-editor-width"
      />
      <span className="field__hint">
        {VIEWPORT_WIDTH_MIN}–{VIEWPORT_WIDTH_MAX}; empty for auto. Enter applies.
      </span>
    </label>
  );
}
