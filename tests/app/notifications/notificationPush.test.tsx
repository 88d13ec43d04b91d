// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../renderers/helpers/jsdomStubs.ts';
import { FakeEventSource } from '../../renderers/helpers/fakeEventSource.ts';
import { useConfigEvents } from '../../../app/scripts/useConfigEvents.ts';
import { useNotifications } from '../../../app/notifications/useNotifications.ts';
import { tokenStore } from '../../../app/api/tokenStore.ts';

vi.mock('../../../app/api/tickets.ts', () => ({ askTicket: async () => 'ticket', withTicket: (path: string, t: string) => `${path}?ticket=${t}` }));
const http = vi.fn();
vi.mock('../../../app/api/http.ts', () => ({ http: (...args: unknown[]) => http(...args) }));

/** The shell as App wires it: the event stream, and the bell's count of unread notifications. */
function Bell() {
  useConfigEvents(true);
  const { unread } = useNotifications();
  return <span data-testid="unread">{unread}</span>;
}

const note = (id: string) => ({ _id: id, message: `Note ${id}`, level: 'info', position: null, autoDismiss: null, action: null, read: false, date: '2026-12-07T00:00:00Z' });

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(tokenStore, 'get').mockReturnValue('token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  http.mockReset();
});

describe('the bell loads a notification the event stream announces, without waiting for its poll', () => {
  it('asks the notifications again on the notification event', async () => {
    http.mockResolvedValueOnce({ data: [note('1')] }).mockResolvedValue({ data: [note('1'), note('2')] });
    render(
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <AntApp>
          <Bell />
        </AntApp>
      </SWRConfig>,
    );
    await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('1'));
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/script/events?ticket=ticket'));
    act(() => FakeEventSource.last!.send('notification'));
    await waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('2'));
    expect(http).toHaveBeenCalledTimes(2);
    expect(http).toHaveBeenLastCalledWith('GET', '/api/notification/notifications');
  });
});
