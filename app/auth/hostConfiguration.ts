import { useEffect, useState } from 'react';
import type { HostConfiguration } from '../../engine/shell/hostConfiguration.ts';

export type { HostConfiguration };


let loaded: Promise<HostConfiguration | null> | undefined;

/**
 * Reads the host configuration once per page; a failure is silently ignored (seed 002 §8): the page
 * keeps its defaults. A plain request without the session: the answer is public and cached by the
 * browser for a minute (its copy, fetched before sign-in, carries no Authorization header, which
 * `http` would take for the end of the session and sign the user out on a reload).
 */
export function loadHostConfiguration(): Promise<HostConfiguration | null> {
  loaded ??= fetch(`/api/core/hosts/${encodeURIComponent(window.location.hostname || 'localhost')}`, { headers: { 'x-request-originator': 'tabula-ui' } })
    .then((answer) => (answer.ok ? (answer.json() as Promise<HostConfiguration>) : null))
    .catch(() => null);
  return loaded;
}

/** Whether the page is shown inside a frame its host configuration does not allow. */
export function framedAgainstRule(config: HostConfiguration | null): boolean {
  let framed = false;
  try {
    framed = window.self !== window.top;
  } catch {
    framed = true; // a cross-origin parent
  }
  return framed && !!config?.frameAncestors?.includes("'none'");
}

/**
 * A username as the server expects it on a host that signs into one tenant: `name` alone becomes
 * `name@{tenant}`; a username with an @ (user@tenant, an e-mail) is kept.
 */
export function completeUsername(username: string, loginTenant: string | null | undefined): string {
  const name = username.trim();
  return loginTenant && name && !name.includes('@') ? `${name}@${loginTenant}` : name;
}

/** The host configuration (null until loaded or when unavailable); sets the window title. */
export function useHostConfiguration(): HostConfiguration | null {
  const [config, setConfig] = useState<HostConfiguration | null>(null);
  useEffect(() => {
    let live = true;
    void loadHostConfiguration().then((c) => {
      if (!live || !c) return;
      setConfig(c);
      if (c.windowTitle) document.title = c.windowTitle;
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
