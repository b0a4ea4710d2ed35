import { useId, type ReactNode } from 'react';
import { useTooltipPlacement } from './useTooltipPlacement';

/**
 * A hover/focus tooltip. With `text` null the children render bare. The wrapper is focusable so
 * the explanation of a disabled control is reachable by keyboard too. The bubble stays inside the window
 * (`useTooltipPlacement`), wherever the control sits.
 */
export function Tooltip({ text, children, testId }: { text: string | null | undefined; children: ReactNode; testId?: string }) {
  const id = useId();
  const { bubble, anchorProps } = useTooltipPlacement();
  if (!text) return <>{children}</>;
  return (
    <span className="tooltip" tabIndex={0} aria-describedby={id} {...anchorProps}>
      {children}
      <span ref={bubble} role="tooltip" id={id} className="tooltip__bubble" data-testid={testId}>
        {text}
      </span>
    </span>
  );
}
