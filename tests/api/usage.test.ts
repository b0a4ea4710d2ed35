import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationCounters, organizations } from '../../server/db/schema';
import { checkOperationsQuota, recordOperations, recordOperationsWithinQuota } from '../../server/usage/operations';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget } from './fixtures';

describe('organization usage and operations counters', () => {
  let studio: TestStudio;
  let owner: TestUser;

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
  });

  afterAll(async () => {
    await studio?.close();
  });

  const organization = async (id: string) => (await owner.request('GET', `/organizations/${id}`)).body;

  it('counts widgets, users and operations this period and today in GET /organizations/{id}', async () => {
    const id = await createOrganization(owner);
    await createWidget(owner, id);
    await addMember(studio, id, await studio.signUp(), 'member');
    expect(await recordOperations(studio.database.db, id, 3)).toEqual({ operationsThisQuotaPeriod: 3, operationsToday: 3 });
    await recordOperations(studio.database.db, id, 4);
    expect((await organization(id)).usage).toEqual({ widgets: 1, users: 2, secrets: 0, files: 0, operationsThisQuotaPeriod: 7, operationsToday: 7 });
    const listed = (await owner.request('GET', '/organizations')).body.organizations.find((entry: { id: string }) => entry.id === id);
    expect(listed.usage.operationsThisQuotaPeriod).toBe(7);
    await expect(recordOperations(studio.database.db, id, 0)).rejects.toThrow(RangeError);
    await expect(recordOperations(studio.database.db, id, 1.5)).rejects.toThrow(RangeError);
  });

  it('resets the period count when the quota period ends and rolls the period forward', async () => {
    const id = await createOrganization(owner);
    await recordOperations(studio.database.db, id, 5);
    // The period ended a moment ago (as if a month had passed since the counts were written).
    const pastEnd = new Date(Date.now() - 60_000);
    await studio.database.db.update(organizations).set({ quotaPeriodEnd: pastEnd }).where(eq(organizations.id, id));
    await studio.database.db.update(operationCounters).set({ quotaPeriodEnd: pastEnd }).where(eq(operationCounters.organizationId, id));

    const read = await organization(id);
    expect(read.usage).toMatchObject({ operationsThisQuotaPeriod: 0, operationsToday: 5 });
    const rolledEnd = Date.parse(read.quotaPeriod.end);
    expect(rolledEnd).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    await recordOperations(studio.database.db, id, 2);
    expect((await organization(id)).usage).toMatchObject({ operationsThisQuotaPeriod: 2, operationsToday: 7 });
    const [stored] = await studio.database.db.select().from(organizations).where(eq(organizations.id, id));
    expect(stored!.quotaPeriodEnd.toISOString()).toBe(read.quotaPeriod.end);
  });

  it('checks operations against the plan quota and records only what fits', async () => {
    const id = await createOrganization(owner);
    const db = studio.database.db;
    expect(await checkOperationsQuota(db, id, 100)).toEqual({ used: 0, limit: 100, remaining: 100, allowed: true });
    expect(await recordOperationsWithinQuota(db, id, 95)).toMatchObject({ recorded: true, used: 0, remaining: 100 });
    expect(await checkOperationsQuota(db, id, 6)).toEqual({ used: 95, limit: 100, remaining: 5, allowed: false });
    expect(await recordOperationsWithinQuota(db, id, 6)).toMatchObject({ recorded: false, used: 95, remaining: 5 });
    const [first, second] = await Promise.all([recordOperationsWithinQuota(db, id, 5), recordOperationsWithinQuota(db, id, 5)]);
    expect([first.recorded, second.recorded].sort()).toEqual([false, true]);
    expect((await organization(id)).usage.operationsThisQuotaPeriod).toBe(100);
    // Counting without the check (the runtime already decided) still counts.
    await recordOperations(db, id, 1);
    expect(await checkOperationsQuota(db, id)).toMatchObject({ used: 101, remaining: 0, allowed: false });
  });
});
