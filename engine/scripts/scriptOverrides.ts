/** A user's script overrides as the user configuration carries them: script name -> the script run instead. */
export type ScriptOverrides = Record<string, string>;

const isName = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * The `scriptOverrides` of a user configuration (seed 000 §3.5) from the user record's list of
 * `{script, override}` rows (set by an administrator on the user's page): a row without both
 * names, or overriding a script by itself, is left out; null when none is left.
 */
export function scriptOverridesOf(rows: unknown): ScriptOverrides | null {
  if (!Array.isArray(rows)) return null;
  const out: ScriptOverrides = {};
  for (const row of rows as { script?: unknown; override?: unknown }[]) {
    if (!row || !isName(row.script) || !isName(row.override) || row.script.trim() === row.override.trim()) continue;
    out[row.script.trim()] = row.override.trim();
  }
  return Object.keys(out).length ? out : null;
}

/** The script to load in place of `name` for the signed-in user: its override, else `name` itself. */
export function overriddenScript(overrides: ScriptOverrides | null | undefined, name: string): string {
  const override = overrides && Object.hasOwn(overrides, name) ? overrides[name] : undefined;
  return typeof override === 'string' && override ? override : name;
}
