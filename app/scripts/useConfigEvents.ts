import { useEffect } from 'react';
import { mutate } from 'swr';
import { parseConfigEvent, type ConfigEvent } from '../../engine/scripts/ConfigEvent.ts';
import { tokenStore } from '../api/tokenStore.ts';

/** SWR keys that depend on a script: the card layouts that ran it (['layout', entity, scriptName, ...]). */
const dependsOn = (event: ConfigEvent) => (key: unknown) => Array.isArray(key) && key[0] === 'layout' && key[2] === event.name;

/**
 * Hot reload (issue 6): listens to GET /api/script/events (Server-Sent Events of the tenant's
 * configuration changes, fanned out across server instances by the database) while signed in.
 * A saved or deleted layout script re-runs the open pages that use it; `onEvent` hears every
 * change (the /scripts page refreshes its list). EventSource reconnects by itself.
 */
export function useConfigEvents(signedIn: boolean, onEvent?: (event: ConfigEvent) => void): void {
  useEffect(() => {
    const token = tokenStore.get();
    if (!signedIn || !token || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/script/events?token=${encodeURIComponent(token)}`);
    const handle = (message: MessageEvent<string>) => {
      const event = parseConfigEvent(message.data);
      if (!event) return;
      if (event.kind === 'script') void mutate(dependsOn(event));
      onEvent?.(event);
    };
    source.addEventListener('script', handle);
    source.addEventListener('list', handle);
    return () => source.close();
  }, [signedIn, onEvent]);
}
