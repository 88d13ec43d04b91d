/** The file name a script's stack frames show, e.g. `layout/person-layout-natural.js`. */
export function scriptFileName(kind: string, name: string): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120) || '_';
  return `${safe(kind)}/${safe(name)}.js`;
}
