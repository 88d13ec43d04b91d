import { useEffect, useRef } from 'react';
import { mutate } from 'swr';
import { parseConfigEvent, type ConfigEvent } from '../../engine/scripts/ConfigEvent.ts';
import { forgetLookupLists } from '../../renderers/widgets/lookupLists.ts';
import { forgetWorkflowInfo, isWorkflowKey } from '../../renderers/workflow/useWorkflowInfo.ts';
import { askTicket, withTicket } from '../api/tickets.ts';
import { tokenStore } from '../api/tokenStore.ts';
import { NOTIFICATIONS_PATH } from '../notifications/useNotifications.ts';
import { keepConfigEventStream } from './configEventStream.ts';

/** SWR keys that depend on a script: the card layouts that ran it (['layout', entity, scriptName, ...]). */
const usesScript = (event: ConfigEvent) => (key: unknown) => Array.isArray(key) && key[0] === 'layout' && key[2] === event.name;
/** SWR keys of the /scripts page: its item lists and the item that changed. */
const showsItem = (event: ConfigEvent) => (key: unknown) =>
  Array.isArray(key) && (key[0] === 'config-items' || (key[0] === 'config-item' && key[1] === event.kind && key[2] === event.name));

/** The configuration items the user configuration carries: saving one loads it again (the menu redraws with `menus`). */
const IN_USER_CONFIGURATION = new Set(['collection-extension', 'menus']);

function apply(event: ConfigEvent, reloadConfiguration?: () => Promise<void>): void {
  if (event.kind === 'script') void mutate(usesScript(event));
  // workflows are scripts: the ones held are dropped and asked again where shown
  if (event.kind === 'script') {
    forgetWorkflowInfo();
    void mutate(isWorkflowKey);
  }
  // the fields the tenant adds: the open forms and lists re-render with them (EngineProvider)
  if (event.kind === 'script' && IN_USER_CONFIGURATION.has(event.name)) void reloadConfiguration?.();
  if (event.kind === 'list') forgetLookupLists();
  void mutate(showsItem(event));
}

/**
 * Hot reload (issue 6): one EventSource per signed-in tab on GET /api/script/events (Server-Sent
 * Events of the tenant's configuration changes, fanned out across server instances by the
 * database). A saved or deleted layout script re-runs the open pages that use it, a saved list is
 * loaded again next time, the /scripts page refreshes, a saved collection-extension or menus item
 * reloads the user configuration (`reloadConfiguration`), so the fields and the menu redraw; a
 * notification for the user has its notifications loaded again (the bell, the pop-up). The
 * stream is opened with a single-use ticket, never the token, and opened again with a new one after
 * an error (app/scripts/configEventStream.ts).
 */
export function useConfigEvents(signedIn: boolean, reloadConfiguration?: () => Promise<void>): void {
  const reload = useRef(reloadConfiguration);
  useEffect(() => {
    reload.current = reloadConfiguration;
  }, [reloadConfiguration]);
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const handle = (message: MessageEvent<string>) => {
      // a notification for this user was written: the bell and the pop-up load it now
      if (message.type === 'notification') return void mutate(NOTIFICATIONS_PATH);
      const event = parseConfigEvent(message.data);
      if (event) apply(event, reload.current);
    };
    return keepConfigEventStream(
      {
        askTicket,
        withTicket,
        EventSource,
        signedIn: () => !!tokenStore.get(),
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      },
      ['script', 'list', 'notification'],
      handle,
    );
  }, [signedIn]);
}
