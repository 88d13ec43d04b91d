import { http } from './http.ts';

/** The query parameter a ticket travels in (server/auth/tickets.ts). */
export const TICKET_PARAM = 'ticket';

/**
 * A single-use ticket of the session (POST /api/core/tickets, docs/security.md "Tickets"): what a
 * URL that cannot send the Authorization header carries (an EventSource, a window opened on an API
 * path) instead of the token. It opens one GET within `path`, in the next 60 seconds.
 */
export async function askTicket(path: string): Promise<string> {
  return (await http<{ ticket: string; expiresAt: string }>('POST', '/api/core/tickets', { path })).data.ticket;
}

/** `url` (an API path, with or without a query) with `ticket` added to its query. */
export function withTicket(url: string, ticket: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${TICKET_PARAM}=${encodeURIComponent(ticket)}`;
}

/** `url` with a new ticket bound to its path: a link for one opening. */
export async function ticketUrl(url: string): Promise<string> {
  return withTicket(url, await askTicket(url.split('?')[0]));
}
