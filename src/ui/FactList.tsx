import type { ReactNode } from 'react';

/** A two-column list of labelled facts. */
export function FactList({ items }: { items: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <dl className="facts">
      {items.map((item) => (
        <div className="facts__row" key={item.label} data-testid={item.testId}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
