type Rec = Record<string, unknown>;

/** A File as a `data:` URL. */
function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * An action form's values ready to send as JSON: a chosen file (a file field keeps the browser's
 * File object, which JSON would turn into `{}`) becomes `{name, size, url: "data:..."}`; other
 * values are kept as they are.
 */
export async function readFormFiles(value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map(readFormFiles));
  if (!value || typeof value !== 'object') return value;
  const { file, ...rest } = value as Rec;
  if (typeof File !== 'undefined' && file instanceof File) return { ...rest, url: await dataUrlOf(file) };
  const entries = await Promise.all(Object.entries(value as Rec).map(async ([k, v]) => [k, await readFormFiles(v)] as const));
  return Object.fromEntries(entries);
}
