// One collapsible section of the block form (editor.md §2: config, layout, font, appearance, border,
// validation, overrides). Read-only disables everything inside in one place (the fieldset); the header stays
// usable so read-only users can still open and close sections.
import type { ReactNode } from 'react';

interface PropertySectionProps {
  /** The test id suffix: `view-section-{id}`. */
  id: string;
  title: string;
  open: boolean;
  onToggle(open: boolean): void;
  disabled: boolean;
  /** Some field inside breaks a rule (marked on the title, so a collapsed section still says so). */
  invalid: boolean;
  children: ReactNode;
}

export function PropertySection({ id, title, open, onToggle, disabled, invalid, children }: PropertySectionProps) {
  return (
    <details className="view-props-section" open={open} onToggle={(event) => onToggle(event.currentTarget.open)} data-testid={`view-section-${id}`}>
      <summary className="view-props-section__title" data-testid={`view-section-${id}-toggle`}>
        {title}
        {invalid ? (
          <span className="view-props-section__invalid" title="A field here needs a fix" data-testid={`view-section-${id}-invalid`}>
            needs a fix
          </span>
        ) : null}
      </summary>
      <fieldset className="view-props-section__body" disabled={disabled}>
        {children}
      </fieldset>
    </details>
  );
}
