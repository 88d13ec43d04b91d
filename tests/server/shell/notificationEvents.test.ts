import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotificationFor, parseNotificationEvent } from '../../../engine/notifications/NotificationEvent.ts';
import { usersWithProfiles } from '../identity/helpers.ts';
import { buildApp, signIn } from '../scripts/helpers.ts';
import { openEvents, type EventsClient } from '../scripts/sseClient.ts';

describe('who a notification event is for (as the notifications list reads them)', () => {
  it('reads the database payload and matches username, profile or everyone', () => {
    const e = parseNotificationEvent('{"tenant":"master","username":null,"profile":"READER"}')!;
    expect(e).toEqual({ tenant: 'master', username: null, profile: 'READER' });
    expect(isNotificationFor(e, 'clerk@master', ['READER'])).toBe(true);
    expect(isNotificationFor(e, 'seller@master', ['SALES'])).toBe(false);
    expect(isNotificationFor({ tenant: 'master', username: 'seller@master', profile: 'READER' }, 'seller@master', ['SALES'])).toBe(true);
    expect(isNotificationFor({ tenant: 'master', username: null, profile: null }, 'anyone@master', [])).toBe(true);
    expect(parseNotificationEvent('not json')).toBeUndefined();
    expect(parseNotificationEvent('{"username":"x"}')).toBeUndefined();
  });
});

describe('a new notification is pushed on the event stream to the users it is for (issue 43 item 2)', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  let seller: EventsClient;
  let clerk: EventsClient;
  const send = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/notification/notifications', headers: admin, payload });

  beforeAll(async () => {
    app = await buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signIn(app);
    const users = await usersWithProfiles(
      app,
      admin,
      { SALES: ['read /api/person/persons'], READER: ['read /api/person/persons'] },
      { 'seller@master': 'SALES', 'clerk@master': 'READER' },
    );
    seller = await openEvents(app, users['seller@master'].authorization);
    clerk = await openEvents(app, users['clerk@master'].authorization);
  });
  afterAll(async () => {
    seller?.close();
    clerk?.close();
    await app.close();
  });

  it('announces a notification to its user only, at its commit, without its text', async () => {
    expect((await send({ message: 'Your deal was approved', username: 'seller@master' })).statusCode).toBe(201);
    await seller.until('notification', 1, 10_000);
    expect(clerk.count('notification')).toBe(0);
  });

  it('announces one addressed to a profile to its users, and one to nobody in particular to all', async () => {
    expect((await send({ message: 'New rate table', profile: 'READER' })).statusCode).toBe(201);
    await clerk.until('notification', 1, 10_000);
    expect((await send({ message: 'Maintenance tonight' })).statusCode).toBe(201);
    await Promise.all([seller.until('notification', 2, 10_000), clerk.until('notification', 2, 10_000)]);
    expect(seller.count('notification')).toBe(2);
  });

  it("never announces another tenant's notification", async () => {
    await app.tabula.db.withTenant('test', (q) => q.query(`INSERT INTO notifications (message) VALUES ('Only for the test tenant')`));
    // a notification of master written after it arrives: the other tenant's did not come before it
    expect((await send({ message: 'After the other tenant', username: 'seller@master' })).statusCode).toBe(201);
    await seller.until('notification', 3, 10_000);
    expect(seller.count('notification')).toBe(3);
    expect(clerk.count('notification')).toBe(2);
  });
});
