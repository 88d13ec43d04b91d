import { useCallback, useEffect, useRef } from 'react';
import { App as AntApp } from 'antd';
import useSWR from 'swr';
import { notificationLifetime, notificationPlacement } from '../../engine/notifications/lifetime.ts';
import { http } from '../api/http.ts';

export interface AppNotification {
  _id: string;
  message: string;
  level: 'success' | 'info' | 'warning' | 'error';
  position: string | null;
  autoDismiss: number | null;
  action: { label?: string; url?: string } | null;
  read: boolean;
  date: string;
}

/** A fallback only: a new notification is announced on the event stream (app/scripts/useConfigEvents.ts). */
const POLL_MS = 120_000;
export const NOTIFICATIONS_PATH = '/api/notification/notifications';
const PATH = NOTIFICATIONS_PATH;

/**
 * The signed-in user's notifications: loaded again when the event stream announces one for the
 * user (within a second or two of its commit), and every 2 minutes should the stream be down; each
 * one not seen before pops up once (bottom-right, 5 s, errors 15 s, never auto-dismissed with an action).
 */
export function useNotifications() {
  const { notification } = AntApp.useApp();
  const seen = useRef<Set<string> | null>(null);
  const { data, mutate } = useSWR(PATH, async (p: string) => (await http<AppNotification[]>('GET', p)).data, { refreshInterval: POLL_MS });

  useEffect(() => {
    if (!data) return;
    if (!seen.current) {
      seen.current = new Set(data.map((n) => n._id));
      return;
    }
    for (const n of data) {
      if (seen.current.has(n._id) || n.read) continue;
      seen.current.add(n._id);
      notification[n.level]({ title: n.message, placement: notificationPlacement(n.position), duration: notificationLifetime(n) });
    }
  }, [data, notification]);

  const markRead = useCallback(
    async (id: string) => {
      await http('POST', `${PATH}/${id}/read`);
      await mutate();
    },
    [mutate],
  );
  return { notifications: data ?? [], unread: (data ?? []).filter((n) => !n.read).length, markRead, reload: mutate };
}
