/** One failure of a configuration sync: which tenant and record, and why. */
export interface CheckConfigError {
  tenant: string;
  name: string;
  message: string;
}

/**
 * The answer of GET /api/core/tenants/check-config (seed 002 §7). Names are record names; with
 * several tenants they are prefixed `tenant:`.
 */
export interface CheckConfigAnswer {
  errors: CheckConfigError[];
  insertedLists: string[];
  updatedLists: string[];
  deletedLists: string[];
  insertedScripts: string[];
  updatedScripts: string[];
  deletedScripts: string[];
  insertedReports: string[];
  updatedReports: string[];
  deletedReports: string[];
  userLists: string[];
  userScripts: string[];
  lastConfigCheckDate: string | null;
}

const CHANGES = [
  'insertedLists',
  'updatedLists',
  'deletedLists',
  'insertedScripts',
  'updatedScripts',
  'deletedScripts',
  'insertedReports',
  'updatedReports',
  'deletedReports',
] as const;

/** The changes of an answer that are not empty, e.g. `[['updatedScripts', ['person-layout-I']]]`. */
export function configChanges(answer: CheckConfigAnswer): [string, string[]][] {
  return CHANGES.filter((k) => answer[k].length > 0).map((k) => [k, answer[k]]);
}

/**
 * The notice of seed 002 §8: 'Configuration is stale' (a warning) when the sync changed something
 * or failed, 'Configuration is up to date' (info) otherwise.
 */
export function configCheckNotice(answer: CheckConfigAnswer): { level: 'warning' | 'info'; message: string } {
  return configChanges(answer).length > 0 || answer.errors.length > 0
    ? { level: 'warning', message: 'Configuration is stale' }
    : { level: 'info', message: 'Configuration is up to date' };
}

/** An answer with nothing in it, to merge tenant answers into. */
export function emptyCheckConfigAnswer(): CheckConfigAnswer {
  return {
    errors: [],
    insertedLists: [],
    updatedLists: [],
    deletedLists: [],
    insertedScripts: [],
    updatedScripts: [],
    deletedScripts: [],
    insertedReports: [],
    updatedReports: [],
    deletedReports: [],
    userLists: [],
    userScripts: [],
    lastConfigCheckDate: null,
  };
}
