import { addErrorBatch, type ErrorBatch } from '../../engine/offline/errorBatches.ts';

/**
 * The offline flags kept in local storage (seed 000 §7: "offline mode" is one of the session
 * flags): whether the tenant allows the offline mode for the signed-in user, and who that user is
 * (so that a reload without network still knows whose queue and cache to use); the replay errors.
 */
const SETTINGS = 'tabula.offline.settings';
const ERRORS = 'tabula.offline.errors';

export interface OfflineSettings {
  enabled: boolean;
  username: string;
  preloadContractsCount: number;
}

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** Offline support needs a secure origin (https, or localhost): IndexedDB and the worker need it. */
export function secureOrigin(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext === true;
}

export const offlineSettings = {
  get: (): OfflineSettings | null => read<OfflineSettings>(SETTINGS),
  set: (settings: OfflineSettings | null) => (settings ? localStorage.setItem(SETTINGS, JSON.stringify(settings)) : localStorage.removeItem(SETTINGS)),
  /** The user whose calls may be queued and answers cached, when the offline mode is on. */
  activeUser: (): string | null => {
    const s = read<OfflineSettings>(SETTINGS);
    return s?.enabled && s.username && secureOrigin() ? s.username : null;
  },
};

export const replayErrors = {
  all: (): ErrorBatch[] => read<ErrorBatch[]>(ERRORS) ?? [],
  add: (batch: ErrorBatch) => localStorage.setItem(ERRORS, JSON.stringify(addErrorBatch(replayErrors.all(), batch))),
};
