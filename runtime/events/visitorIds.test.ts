// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { pageStorage } from '../nodes/pageStorage';
import { firstPartyStorage, LEAD_KEY, SESSION_IDLE_MS, VisitorIdentity } from './visitorIds';

let clock = 1_000_000;
const now = () => clock;
const storage = () => pageStorage(window, 'local-storage');
const UUID = /^[0-9a-f-]{36}$/;

beforeEach(() => {
  localStorage.clear();
  clock = 1_000_000;
});

describe('VisitorIdentity', () => {
  it('keeps the lead id across page loads, and a new pageload id each load', () => {
    const first = new VisitorIdentity(storage(), now).current();
    const second = new VisitorIdentity(storage(), now).current();
    expect(first.leadId).toMatch(UUID);
    expect(second.leadId).toBe(first.leadId);
    expect(second.pageloadId).not.toBe(first.pageloadId);
    expect(localStorage.getItem(LEAD_KEY)).toBe(first.leadId);
  });

  it('keeps the session while the visitor is active and ends it after 30 minutes idle', () => {
    const identity = new VisitorIdentity(storage(), now);
    const session = identity.current().sessionId;
    clock += SESSION_IDLE_MS - 1000;
    identity.touch();
    clock += SESSION_IDLE_MS - 1000;
    expect(identity.current().sessionId).toBe(session);
    expect(new VisitorIdentity(storage(), now).current().sessionId).toBe(session);
    clock += SESSION_IDLE_MS;
    const next = identity.current().sessionId;
    expect(next).not.toBe(session);
    expect(identity.current().leadId).toBe(new VisitorIdentity(storage(), now).current().leadId);
  });

  it('replaces a stored lead id that is not a uuid', () => {
    localStorage.setItem(LEAD_KEY, 'tampered');
    expect(new VisitorIdentity(storage(), now).current().leadId).toMatch(UUID);
  });

  it('falls back to a cookie when local storage is refused', () => {
    const refusing = Object.create(window, { localStorage: { get: () => { throw new Error('denied'); } } }) as Window;
    Object.defineProperty(refusing, 'document', { value: document });
    const identity = new VisitorIdentity(firstPartyStorage(refusing), now).current();
    expect(document.cookie).toContain(`${LEAD_KEY}=${identity.leadId}`);
  });
});
