import type { ReactNode } from 'react';
import { Tooltip } from '../ui/Tooltip';

/** An icon button of the editor toolbar; the label is its tooltip and accessible name. */
export function ToolbarButton({
  label,
  onClick,
  disabled,
  pressed,
  testId,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  pressed?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tooltip text={label}>
      <button
        type="button"
        className={`icon-button flow-toolbar__button${pressed ? ' flow-toolbar__button--pressed' : ''}`}
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
        data-testid={testId}
      >
        {children}
      </button>
    </Tooltip>
  );
}
