import { describe, expect, it } from 'vitest';
import { widgetFacts } from './widgetFacts';

const base = {
  createdAt: '2026-03-01T09:00:00.000Z',
  createdBy: 'ada',
  updatedAt: '2026-03-02T09:00:00.000Z',
  updatedBy: 'bob',
  archived: false,
  archivedAt: null,
  archivedBy: null,
  publishedAt: null,
  publishedBy: null,
};

describe('widgetFacts (studio.md §2.13)', () => {
  it('lists created, updated and a not-yet-published fact for an unpublished widget', () => {
    expect(widgetFacts(base)).toEqual([
      { kind: 'created', label: 'Created', userId: 'ada', date: '2026-03-01T09:00:00.000Z' },
      { kind: 'updated', label: 'Updated', userId: 'bob', date: '2026-03-02T09:00:00.000Z' },
      { kind: 'published', label: 'Published', userId: null, date: null },
    ]);
  });

  it('names who published and when', () => {
    const published = widgetFacts({ ...base, publishedAt: '2026-03-03T09:00:00.000Z', publishedBy: 'cy' });
    expect(published[2]).toEqual({ kind: 'published', label: 'Published', userId: 'cy', date: '2026-03-03T09:00:00.000Z' });
  });

  it('replaces updated by archived, and drops published, once archived', () => {
    const archived = widgetFacts({ ...base, archived: true, archivedAt: '2026-03-04T09:00:00.000Z', archivedBy: 'dee', publishedAt: '2026-03-03T09:00:00.000Z', publishedBy: 'cy' });
    expect(archived.map((fact) => fact.kind)).toEqual(['created', 'archived']);
    expect(archived[1]).toMatchObject({ label: 'Archived', userId: 'dee', date: '2026-03-04T09:00:00.000Z' });
  });
});
