/**
 * A ustar archive without the entries `drop` names (512-byte headers, contents padded to 512 bytes,
 * two empty blocks at the end). Enough for the database dumps PGlite writes (`dumpDataDir`).
 */
export function tarWithout(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const text = (from: number, to: number) => new TextDecoder().decode(tar.subarray(from, to)).replace(/\0[\s\S]*$/, '');
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length && tar.subarray(offset, offset + 512).some((b) => b !== 0)) {
    const prefix = text(offset + 345, offset + 500);
    const name = `${prefix ? `${prefix}/` : ''}${text(offset, offset + 100)}`;
    const size = parseInt(text(offset + 124, offset + 136).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    if (!drop(name)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(new Uint8Array(1024));
  const out = new Uint8Array(kept.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
