// An SVG icon drawn at one of the scale's sizes (iconSizes.ts): stroked in the current colour by default,
// hidden from assistive technology unless it carries a label of its own.
import type { ReactNode } from 'react';
import { ICON_SIZES, type IconSize } from './iconSizes';

interface IconProps {
  size: IconSize;
  /** The drawing's coordinates; the icon is scaled to the size. */
  viewBox?: string;
  /** Set only when the icon says something its surroundings do not (it is then an image with this name). */
  label?: string;
  className?: string;
  strokeWidth?: number;
  children: ReactNode;
}

export function Icon({ size, viewBox = '0 0 16 16', label, className, strokeWidth = 1.5, children }: IconProps) {
  const pixels = ICON_SIZES[size];
  const semantics = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      width={pixels}
      height={pixels}
      viewBox={viewBox}
      className={className}
      data-icon-size={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...semantics}
    >
      {children}
    </svg>
  );
}
