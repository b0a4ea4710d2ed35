import { useCallback, useRef } from 'react';
import { tooltipShift } from './tooltipPlacement';

/**
 * Keeps a tooltip's bubble inside the window: each time it is about to show (pointer over its control, focus in
 * it), the bubble is measured where its CSS puts it and moved by `tooltipShift` (the `translate` property, which
 * adds to the CSS transform that animates it; `data-side` flips it to the other side of the control).
 */
export function useTooltipPlacement() {
  const bubble = useRef<HTMLSpanElement>(null);
  const place = useCallback((event: { currentTarget: Element }) => {
    const element = bubble.current;
    if (!element) return;
    element.style.translate = '';
    delete element.dataset.side;
    const shift = tooltipShift(element.getBoundingClientRect(), event.currentTarget.getBoundingClientRect(), {
      width: document.documentElement.clientWidth,
      height: document.documentElement.clientHeight,
    });
    if (shift.side) element.dataset.side = shift.side;
    if (shift.x !== 0) element.style.translate = `${shift.x}px 0`;
  }, []);
  return { bubble, anchorProps: { onPointerEnter: place, onFocus: place } };
}
