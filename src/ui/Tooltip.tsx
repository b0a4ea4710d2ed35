import { useId, useState, type ReactNode } from 'react';
import { useTooltipPlacement } from './useTooltipPlacement';

/**
 * A hover/focus tooltip. With `text` null the children render bare. The wrapper is focusable so
 * the explanation of a disabled control is reachable by keyboard too. The bubble stays inside the window
 * (`useTooltipPlacement`), wherever the control sits. Escape hides it without moving focus (WCAG 1.4.13), until the
 * pointer or focus comes back.
 */
export function Tooltip({ text, children, testId }: { text: string | null | undefined; children: ReactNode; testId?: string }) {
  const id = useId();
  const { bubble, anchorProps } = useTooltipPlacement();
  const [dismissed, setDismissed] = useState(false);
  if (!text) return <>{children}</>;
  const show = (event: { currentTarget: Element }) => {
    setDismissed(false);
    anchorProps.onPointerEnter(event);
  };
  return (
    <span
      className="tooltip"
      tabIndex={0}
      aria-describedby={id}
      data-dismissed={dismissed || undefined}
      onPointerEnter={show}
      onFocus={show}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !dismissed) {
          setDismissed(true);
          // Only the tooltip: a modal or popover around it keeps its Escape when the tooltip was already hidden.
          event.stopPropagation();
        }
      }}
    >
      {children}
      <span ref={bubble} role="tooltip" id={id} className="tooltip__bubble" data-testid={testId}>
        {text}
      </span>
    </span>
  );
}
