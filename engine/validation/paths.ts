type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** The value at a dot path (`addresses.0.zipcode`); undefined when any step is missing. */
export function getAtPath(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of path.split('.')) {
    if (!isContainer(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Sets the value at a dot path in place, creating objects (or arrays before a numeric key) on the
 * way. Meant for a copy the caller owns.
 */
export function setAtPath(root: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Container = root;
  keys.slice(0, -1).forEach((key, i) => {
    const record = node as Record<string, unknown>;
    if (!isContainer(record[key])) record[key] = /^\d+$/.test(keys[i + 1]) ? [] : {};
    node = record[key] as Container;
  });
  (node as Record<string, unknown>)[keys[keys.length - 1]] = value;
}
