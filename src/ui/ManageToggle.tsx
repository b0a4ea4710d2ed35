import type { ComponentProps } from 'react';
import { Button } from './Button';

type ButtonLook = Pick<ComponentProps<typeof Button>, 'size' | 'variant'>;

/** The Manage / Done switch of a list: manage mode shows each item's actions. */
export function ManageToggle({ managing, onChange, testId, size, variant }: { managing: boolean; onChange(managing: boolean): void; testId?: string } & ButtonLook) {
  return (
    <Button aria-pressed={managing} onClick={() => onChange(!managing)} data-testid={testId} {...(size ? { size } : {})} {...(variant ? { variant } : {})}>
      {managing ? 'Done' : 'Manage'}
    </Button>
  );
}
