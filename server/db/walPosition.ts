/** A WAL position (pg_lsn text `X/Y`, hexadecimal) as a number to compare; undefined when not one. */
export function walPosition(text: string | null | undefined): bigint | undefined {
  const m = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text ?? '');
  return m ? (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`) : undefined;
}
