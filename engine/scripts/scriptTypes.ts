/** How the content of a script is written: code run in the sandbox, or JSON data. */
export type ScriptLanguage = 'javascript' | 'json';

/** One type of Script record (the `type` field), as the /scripts page and the server see it. */
export interface ScriptTypeInfo {
  type: string;
  label: string;
  language: ScriptLanguage;
  /** The sandbox kind its execute(ctx) runs as, or null for data that is never run. */
  kind: string | null;
  description: string;
}

/**
 * The script types of a tenant (BRIEF §4, issue 6). Code types run in the QuickJS sandbox under a
 * kind (its ctx and result check); `config` items and lookup-list sources are JSON data.
 */
export const SCRIPT_TYPES: readonly ScriptTypeInfo[] = [
  { type: 'layout', label: 'Layout', language: 'javascript', kind: 'layout', description: 'Turns a record into the cards of its detail page' },
  { type: 'workflow', label: 'Workflow', language: 'javascript', kind: 'workflow', description: 'Guards and lists the status transitions of an entity' },
  { type: 'extension', label: 'Extension', language: 'javascript', kind: 'extension', description: 'Extends an entity: computed fields, checks on save' },
  { type: 'format-check', label: 'Format check', language: 'javascript', kind: 'format-check', description: 'Validates one value such as a registration number' },
  { type: 'catalogue', label: 'Catalogue', language: 'javascript', kind: 'catalogue', description: 'Answers the items of an external or computed catalogue' },
  { type: 'run', label: 'Run', language: 'javascript', kind: 'run', description: 'Called by name: GET|POST /api/script/runs/{name}' },
  { type: 'user-configuration', label: 'User configuration', language: 'javascript', kind: 'run', description: 'Reshapes the configuration a user gets after sign-in' },
  { type: 'run-billing', label: 'Billing run', language: 'javascript', kind: 'run', description: 'Creates invoices for a date' },
  { type: 'report', label: 'Report', language: 'javascript', kind: 'run', description: 'Computes the rows of a report' },
  { type: 'cron', label: 'Scheduled', language: 'javascript', kind: 'run', description: 'Run on the schedule of the cron-list item' },
  { type: 'lists', label: 'Lists', language: 'javascript', kind: 'run', description: 'Computes lookup lists' },
  { type: 'config', label: 'Configuration item', language: 'json', kind: null, description: 'JSON configuration: tenant-config, profilesPermissions...' },
  { type: 'string-overrides', label: 'String overrides', language: 'json', kind: null, description: 'Translations replaced per locale' },
];

const BY_TYPE = new Map(SCRIPT_TYPES.map((t) => [t.type, t]));

/** The description of a script type, or undefined for a type this version does not know. */
export function scriptTypeInfo(type: string | null | undefined): ScriptTypeInfo | undefined {
  return type ? BY_TYPE.get(type) : undefined;
}

/** True when a content is a JSON object or array (data such as a workflow definition, not code). */
export function isJsonContent(content: string | null | undefined): boolean {
  const text = content?.trim() ?? '';
  if (!text.startsWith('{') && !text.startsWith('[')) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * How a script's content is written: JSON for data types (config), and for any script whose content
 * is a JSON object or array (workflow definitions are stored as JSON); code otherwise.
 */
export function scriptLanguage(type: string | null | undefined, content?: string | null): ScriptLanguage {
  if (scriptTypeInfo(type)?.language === 'json' || isJsonContent(content)) return 'json';
  return 'javascript';
}
