import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ConfigEvent } from '../../engine/scripts/ConfigEvent.ts';
import { COLLECTION_EXTENSION_ITEM } from '../entities/collectionExtensions.ts';
import { isNotificationFor, parseNotificationEvent } from '../../engine/notifications/NotificationEvent.ts';
import { TenantEventBus } from '../events/TenantEventBus.ts';
import { NOTIFICATIONS_CHANNEL } from '../notifications/notificationEventsMigration.ts';
import { userProfiles } from '../notifications/userProfiles.ts';
import { requireSession } from './session.ts';

/** A comment line every 25 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

const frame = (e: ConfigEvent) => `event: ${e.kind}\ndata: ${JSON.stringify(e)}\n\n`;

/**
 * GET /api/script/events: a Server-Sent Events stream of the configuration changes of the
 * caller's tenant (`event: script` / `event: list`, data = ConfigEvent), fed by the database
 * channel so that a save on any server instance reaches every open client (hot reload).
 * EventSource cannot send headers: the client asks a single-use ticket (POST /api/core/tickets
 * {path: '/api/script/events'}) before each connection and opens `?ticket=`. The ticket is spent
 * when the stream opens; the stream stays open as that session until it is revoked.
 * The same stream says `event: notification` (data `{}`) when a notification the user sees was
 * written on any instance (channel tabula_notifications): the client loads its notifications then.
 */
export async function scriptsEventsPlugin(app: FastifyInstance): Promise<void> {
  const open = new Set<ServerResponse>();
  const notifications = new TenantEventBus(app.tabula.db, NOTIFICATIONS_CHANNEL, parseNotificationEvent);
  await notifications.start();
  app.addHook('onClose', () => notifications.stop());

  app.get('/api/script/events', async (request, reply) => {
    const session = requireSession(request);
    // read once: a change of the user's profiles takes effect at the next connection
    const profiles = await userProfiles(app.tabula, session.tenant, session.username);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: 3000\n: connected ${session.tenant}\n\n`);
    open.add(res);
    // a stream of a session revoked meanwhile (logout, lock...) ends at its next event or heartbeat
    const live = () => {
      if (!app.tabula.revocations.isRevoked(session)) return true;
      res.end();
      return false;
    };
    const unsubscribe = app.configEvents.subscribe(session.tenant, (event) => {
      // the client reloads its configuration on this event: this instance must not answer a stale extension
      if (event.name === COLLECTION_EXTENSION_ITEM) app.tabula.extensions.forget(event.tenant);
      return live() && res.write(frame(event));
    });
    const unsubscribeNotifications = notifications.subscribe(session.tenant, (event) => {
      if (isNotificationFor(event, session.username, profiles) && live()) res.write('event: notification\ndata: {}\n\n');
    });
    const heartbeat = setInterval(() => live() && res.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      unsubscribeNotifications();
      open.delete(res);
    };
    res.on('close', end);
  });

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const res of [...open]) res.end();
  });
}
