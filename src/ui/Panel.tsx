import type { ReactNode } from 'react';

export function Panel({ title, actions, children, testId, className }: { title: string; actions?: ReactNode; children: ReactNode; testId?: string; className?: string }) {
  return (
    <section className={className ? `panel ${className}` : 'panel'} data-testid={testId} aria-label={title}>
      <header className="panel__header">
        <h2 className="panel__title">{title}</h2>
        {actions ? <div className="panel__actions">{actions}</div> : null}
      </header>
      <div className="panel__body">{children}</div>
    </section>
  );
}
