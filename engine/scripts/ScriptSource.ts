/** A script as a client runs it: what GET /api/script/scripts/{name} answers, reduced. */
export interface ScriptCode {
  name: string;
  type: string | null;
  content: string;
  version: number;
}

/**
 * Where the engine gets script code (STYLE rule 6, `scripts` of the host env). The app's
 * implementation caches per name, revalidates with the ETag, and drops a name when the server
 * announces a new version (hot reload), so `get` after a save answers the new code.
 */
export interface ScriptSource {
  /** The script, or undefined when the tenant has none of that name. */
  get(name: string): Promise<ScriptCode | undefined>;
  /** The first script of `names` that exists (layoutScriptNames order). */
  first(names: readonly string[]): Promise<ScriptCode | undefined>;
  /** Called with a script name each time the server announces a change of it; returns the unsubscribe. */
  onChange(listener: (name: string) => void): () => void;
}
