// The stored flow documents (widget_flow_pages): read a whole flow, replace it (new widget, PUT), or rewrite
// only the pages a patch touched (PATCH). Callers hold the widget_flows row lock for writes.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FlowModel } from '../../engine/model/FlowModel';
import type { FlowDocument } from '../../engine/model/flowTypes';
import type { Db } from '../db/database';
import { widgetFlowPages } from '../db/schema';
import { documentOfPages, pageOfModel, pagesOfDocument, type FlowPage } from './flowPages';

/** Pages per INSERT when a whole flow is written (keeps each statement's parameters small). */
const PAGES_PER_INSERT = 16;

export async function readStoredFlow(db: Db, widgetId: string): Promise<FlowDocument> {
  const rows = await db
    .select({ page: widgetFlowPages.page, nodes: widgetFlowPages.nodes, connections: widgetFlowPages.connections })
    .from(widgetFlowPages)
    .where(eq(widgetFlowPages.widgetId, widgetId))
    .orderBy(asc(widgetFlowPages.page));
  return documentOfPages(rows);
}

export async function replaceStoredFlow(tx: Db, widgetId: string, document: FlowDocument): Promise<void> {
  await tx.delete(widgetFlowPages).where(eq(widgetFlowPages.widgetId, widgetId));
  const pages = pagesOfDocument(document);
  for (let start = 0; start < pages.length; start += PAGES_PER_INSERT) {
    await tx.insert(widgetFlowPages).values(pages.slice(start, start + PAGES_PER_INSERT).map((page) => ({ widgetId, ...page })));
  }
}

/** Rewrites `pages` from the model as it is now (after the patches); a page left empty is deleted. */
export async function writeStoredPages(tx: Db, widgetId: string, model: FlowModel, pages: Iterable<number>): Promise<void> {
  const contents: FlowPage[] = [...pages].sort((a, b) => a - b).map((page) => pageOfModel(model, page));
  const emptied = contents.filter((page) => page.nodes.length === 0 && page.connections.length === 0).map((page) => page.page);
  const kept = contents.filter((page) => page.nodes.length > 0 || page.connections.length > 0);
  if (emptied.length > 0) {
    await tx.delete(widgetFlowPages).where(and(eq(widgetFlowPages.widgetId, widgetId), inArray(widgetFlowPages.page, emptied)));
  }
  for (const page of kept) {
    await tx
      .insert(widgetFlowPages)
      .values({ widgetId, ...page })
      .onConflictDoUpdate({ target: [widgetFlowPages.widgetId, widgetFlowPages.page], set: { nodes: page.nodes, connections: page.connections } });
  }
}
