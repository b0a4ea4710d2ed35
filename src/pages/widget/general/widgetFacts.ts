// Which authorship facts the widget's general info lists (studio.md §2.13): created by/when; updated by/when,
// replaced by archived by/when when archived; published by/when only when not archived (a placeholder while
// unpublished). Pure, unit-tested.
import type { Widget } from '../../../../contracts/entities';

export type WidgetFactKind = 'created' | 'updated' | 'archived' | 'published';

export interface WidgetFact {
  kind: WidgetFactKind;
  label: string;
  /** Null by and at: not happened yet (only "published" can be). */
  userId: string | null;
  date: string | null;
}

type FactSource = Pick<Widget, 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy' | 'archived' | 'archivedAt' | 'archivedBy' | 'publishedAt' | 'publishedBy'>;

export function widgetFacts(widget: FactSource): WidgetFact[] {
  const facts: WidgetFact[] = [{ kind: 'created', label: 'Created', userId: widget.createdBy, date: widget.createdAt }];
  if (widget.archived) {
    facts.push({ kind: 'archived', label: 'Archived', userId: widget.archivedBy, date: widget.archivedAt });
    return facts;
  }
  facts.push({ kind: 'updated', label: 'Updated', userId: widget.updatedBy, date: widget.updatedAt });
  facts.push({ kind: 'published', label: 'Published', userId: widget.publishedAt ? widget.publishedBy : null, date: widget.publishedAt });
  return facts;
}
