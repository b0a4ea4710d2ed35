import { Button } from './Button';

/** The Manage / Done switch of a list: manage mode shows each item's actions. */
export function ManageToggle({ managing, onChange, testId }: { managing: boolean; onChange(managing: boolean): void; testId?: string }) {
  return (
    <Button aria-pressed={managing} onClick={() => onChange(!managing)} data-testid={testId}>
      {managing ? 'Done' : 'Manage'}
    </Button>
  );
}
