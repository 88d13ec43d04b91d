/**
 * A new in-app notification, as the database announces it (channel `tabula_notifications`, at the
 * commit of its insert) and the event stream passes it on: to whom it is addressed, never its text
 * (the client loads its notifications again, through the API that checks who reads what).
 */
export interface NotificationEvent {
  tenant: string;
  /** The user it is addressed to, or null. */
  username: string | null;
  /** The profile it is addressed to, or null (both null: every user of the tenant). */
  profile: string | null;
}

const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Reads an event from its JSON text; anything malformed gives undefined (and is ignored). */
export function parseNotificationEvent(text: string): NotificationEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const e = value as Record<string, unknown>;
  if (typeof e.tenant !== 'string' || !e.tenant) return undefined;
  return { tenant: e.tenant, username: textOrNull(e.username), profile: textOrNull(e.profile) };
}

/**
 * Whether the user sees the notification (seed 001 §6: its username is the user's, or its profile
 * one of the user's; one addressed to nobody in particular is everyone's), as the notifications
 * list reads them (server/notifications/notificationStore.ts).
 */
export function isNotificationFor(event: NotificationEvent, username: string, profiles: readonly string[]): boolean {
  if (!event.username && !event.profile) return true;
  return event.username === username || (event.profile !== null && profiles.includes(event.profile));
}
