/** The label of a record (seed 001 §3): 'name (registration)' when both exist and differ. */
export function entityLabel(record: { name?: unknown; registration?: unknown }): string {
  const name = typeof record.name === 'string' ? record.name.trim() : '';
  const registration = typeof record.registration === 'string' ? record.registration : '';
  if (name && registration && name !== registration) return `${name} (${registration})`;
  return name || registration;
}
