import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { markRead, notificationsFor, savePushToken, sendNotification, type NewNotification } from '../notifications/notificationStore.ts';
import { callerOf } from '../auth/identity.ts';
import { requireSession } from './session.ts';
import { deliverPush } from '../notifications/pushDelivery.ts';
import { vapidKeys } from '../notifications/vapidKeys.ts';
import { userProfiles } from '../notifications/userProfiles.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sendBody = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: {
    message: { type: 'string', minLength: 1, maxLength: 2000 },
    level: { enum: ['success', 'info', 'warning', 'error'] },
    position: { enum: ['bottom-right', 'top-right', 'bottom-left', 'top-left'] },
    autoDismiss: { type: 'integer', minimum: 0, maximum: 3600 },
    action: { type: 'object', properties: { label: { type: 'string' }, url: { type: 'string' } } },
    username: { type: 'string', maxLength: 320 },
    profile: { type: 'string', maxLength: 100 },
  },
} as const;

/**
 * In-app notifications (seed 001 §3, §4, §6) and the web push registration (seed 001 §7):
 * a user sees notifications addressed to the username, to one of the user's profiles, or to all.
 */
export async function notificationsPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.tabula;
  const profilesOf = (tenant: string, username: string) => userProfiles(app.tabula, tenant, username);

  app.get<{ Querystring: { unread?: string } }>('/api/notification/notifications', async (request) => {
    const session = requireSession(request);
    const profiles = await profilesOf(session.tenant, session.username);
    return db.withTenant(session.tenant, (q) =>
      notificationsFor(q, session.username, profiles, { unreadOnly: request.query.unread === '1' || request.query.unread === 'true' }),
    );
  });

  app.post<{ Body: NewNotification }>('/api/notification/notifications', { schema: { body: sendBody } }, async (request, reply) => {
    const session = requireSession(request);
    const caller = await callerOf(app, request);
    if (!caller.can('write /api/notification/notifications', { strict: true })) throw new AppError('PERMISSION_DENIED', ['write /api/notification/notifications']);
    const id = await db.withTenant(session.tenant, (q) => sendNotification(q, request.body, session.username));
    // the web push message leaves after the answer: a slow push service does not hold the sender
    deliverPush(db, session.tenant, request.body, (msg) => request.log.warn(msg)).catch((err: unknown) => request.log.warn({ err }, 'web push failed'));
    return reply.status(201).send({ _id: id });
  });

  app.post<{ Params: { id: string } }>('/api/notification/notifications/:id/read', async (request) => {
    const session = requireSession(request);
    if (!UUID.test(request.params.id)) throw new AppError('INVALID_FIELD_IN_PATH', ['id']);
    const found = await db.withTenant(session.tenant, (q) => markRead(q, request.params.id, session.username));
    if (!found) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['Notification', request.params.id]);
    return { read: true };
  });

  // Web push with the VAPID key pair of the user's tenant (generated on first use, docs/offline.md).
  app.get('/api/notification/client-configuration', async (request) => {
    const session = requireSession(request);
    const { publicKey } = await vapidKeys(db, session.tenant);
    return { provider: 'webpush', publicVapidKey: publicKey };
  });

  app.post<{ Body: { token: string } }>(
    '/api/notification/subscribe',
    { schema: { body: { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 1, maxLength: 4000 } } } } },
    async (request) => {
      const session = requireSession(request);
      await db.withTenant(session.tenant, (q) => savePushToken(q, session.username, request.body.token));
      return { subscribed: true };
    },
  );

  app.delete('/api/notification/subscribe', async (request) => {
    const session = requireSession(request);
    await db.withTenant(session.tenant, (q) => savePushToken(q, session.username, null));
    return { subscribed: false };
  });
}
