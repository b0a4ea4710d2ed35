import { useEffect, type ReactNode } from 'react';

/** Sets the document title while mounted. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Widget Studio` : 'Widget Studio';
  }, [title]);
}

/** The page's heading row; `title` null shows a skeleton line while the entity loads. */
export function PageHeader({ title, actions, children }: { title: string | null | undefined; actions?: ReactNode; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="page-header">
      <div className="page-header__text">
        {title ? (
          <h1 className="page-header__title" data-testid="page-title">
            {title}
          </h1>
        ) : (
          <span className="skeleton page-header__skeleton" aria-hidden="true" />
        )}
        {children}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  );
}
