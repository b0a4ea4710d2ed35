import type { ButtonHTMLAttributes } from 'react';
import { Tooltip } from './Tooltip';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'sm' | 'md';
  busy?: boolean;
  /** When set, the button is disabled and this explains why (tooltip). */
  disabledReason?: string | null;
}

export function Button({ variant = 'secondary', size = 'md', busy = false, disabledReason, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  const classes = ['button', `button--${variant}`, size === 'sm' ? 'button--sm' : '', busy ? 'button--busy' : '', className ?? ''].filter(Boolean).join(' ');
  const button = (
    <button type={type} className={classes} disabled={disabled || busy || !!disabledReason} aria-busy={busy || undefined} {...rest}>
      {children}
    </button>
  );
  return <Tooltip text={disabledReason}>{button}</Tooltip>;
}
