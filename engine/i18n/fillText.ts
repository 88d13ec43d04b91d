/**
 * Puts values into a translated text's `{{name}}` placeholders (the i18next syntax the app's keys
 * use), for hosts whose `t` takes a key only (EngineEnv.t): `fillText(t('{{count}} rows'), {count})`.
 * A placeholder without a value stays as written.
 */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
