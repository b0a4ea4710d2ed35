// Where a tooltip's bubble goes so that it stays inside the window: its CSS places it (centred above the control,
// or where a toolbar or a row of actions puts it); measured there, it is moved sideways by as much as it sticks
// out, and to the other side of the control when it sticks out above or below and fits there.
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface TooltipShift {
  /** Pixels to move the bubble sideways (0: it fits). */
  x: number;
  /** Put the bubble on this side of the control instead of where its CSS put it; null: leave it. */
  side: 'above' | 'below' | null;
}

/** Room kept between a bubble and the window's edge, and between a bubble and its control (studio.md §9: offset 8). */
export const TOOLTIP_MARGIN = 8;

export function tooltipShift(bubble: Box, anchor: Box, viewport: { width: number; height: number }, margin = TOOLTIP_MARGIN): TooltipShift {
  const width = bubble.right - bubble.left;
  const height = bubble.bottom - bubble.top;
  let x = 0;
  // Wider than the window: its start stays visible.
  if (bubble.left < margin || width > viewport.width - 2 * margin) x = margin - bubble.left;
  else if (bubble.right > viewport.width - margin) x = viewport.width - margin - bubble.right;
  let side: TooltipShift['side'] = null;
  const above = bubble.bottom <= anchor.top + 1;
  if (above && bubble.top < margin && anchor.bottom + margin + height <= viewport.height - margin) side = 'below';
  else if (!above && bubble.bottom > viewport.height - margin && anchor.top - margin - height >= margin) side = 'above';
  return { x: Math.round(x), side };
}
