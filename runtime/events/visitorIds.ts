// The visitor's ids (studio.md §3): the lead id lives as long as the visitor's first-party storage of the page's
// site (localStorage, falling back to a cookie of a year); the session id ends after 30 minutes without activity;
// the pageload id is new on every page load. Ids are uuids (crypto.randomUUID).
import type { VisitorIds } from '../../contracts/runtime';
import { pageStorage, type PageStorage } from '../nodes/pageStorage';

export const LEAD_KEY = 'wsr_lead';
export const SESSION_KEY = 'wsr_session';
export const SESSION_IDLE_MS = 30 * 60 * 1000;
const YEAR_SECONDS = 365 * 24 * 3600;

/** localStorage when it works, else cookies. */
export function firstPartyStorage(view: Window): PageStorage {
  try {
    const probe = '__wsr_probe';
    view.localStorage.setItem(probe, probe);
    view.localStorage.removeItem(probe);
    return pageStorage(view, 'local-storage');
  } catch {
    return pageStorage(view, 'cookie');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class VisitorIdentity {
  readonly pageloadId: string;
  private readonly leadId: string;
  private session: { id: string; lastActive: number };

  constructor(
    private readonly storage: PageStorage,
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    this.pageloadId = newId();
    const lead = storage.get(LEAD_KEY);
    this.leadId = lead !== null && UUID.test(lead) ? lead : newId();
    if (this.leadId !== lead) storage.set(LEAD_KEY, this.leadId, YEAR_SECONDS);
    this.session = this.readSession() ?? { id: newId(), lastActive: now() };
    this.touch();
  }

  /** The ids now; a session idle for 30 minutes is replaced first. */
  current(): VisitorIds {
    const stored = this.readSession();
    if (stored && stored.lastActive > this.session.lastActive) this.session = stored;
    if (this.now() - this.session.lastActive >= SESSION_IDLE_MS) this.session = { id: this.newId(), lastActive: this.now() };
    return { sessionId: this.session.id, pageloadId: this.pageloadId, leadId: this.leadId };
  }

  /** Marks activity now (every event counts). */
  touch(): void {
    this.current();
    this.session.lastActive = this.now();
    this.storage.set(SESSION_KEY, `${this.session.id}|${this.session.lastActive}`, -1);
  }

  private readSession(): { id: string; lastActive: number } | null {
    const [id = '', at = ''] = (this.storage.get(SESSION_KEY) ?? '').split('|');
    const lastActive = Number(at);
    if (!UUID.test(id) || !Number.isFinite(lastActive)) return null;
    if (this.now() - lastActive >= SESSION_IDLE_MS) return null;
    return { id, lastActive };
  }
}
