type Rec = Record<string, unknown>;

/** One step of a column path: a key, an index, or an array element chosen by a field value. */
type Step = { key: string } | { index: number } | { where: [string, string] };

const STEP = /([^.[\]]+)|\[([^\]]*)\]/g;

function parsePath(path: string): Step[] {
  const steps: Step[] = [];
  for (const m of path.matchAll(STEP)) {
    if (m[1] !== undefined) steps.push(/^\d+$/.test(m[1]) ? { index: Number(m[1]) } : { key: m[1] });
    else if (/^\d+$/.test(m[2])) steps.push({ index: Number(m[2]) });
    else {
      const eq = m[2].indexOf('=');
      if (eq > 0) steps.push({ where: [m[2].slice(0, eq), m[2].slice(eq + 1)] });
    }
  }
  return steps;
}

function step(current: unknown, s: Step): unknown {
  if (current === null || typeof current !== 'object') return undefined;
  if ('index' in s) return Array.isArray(current) ? current[s.index] : (current as Rec)[String(s.index)];
  if ('where' in s) {
    if (!Array.isArray(current)) return undefined;
    return current.find((el) => el && typeof el === 'object' && String((el as Rec)[s.where[0]]) === s.where[1]);
  }
  if (Array.isArray(current)) {
    const values = current.map((el) => step(el, s)).filter((v) => v !== undefined && v !== null);
    return values.length ? values.flat() : undefined;
  }
  return (current as Rec)[s.key];
}

/**
 * Reads a column path of a record: `organization.name`, `quotations.0.financialProduct`,
 * `persons[role=PAYER].name` (the first element whose role is PAYER), `roles.role` (the role of every
 * element, as an array). Undefined when any step is missing.
 */
export function valueAt(record: Rec, path: string): unknown {
  let current: unknown = record;
  for (const s of parsePath(path)) {
    current = step(current, s);
    if (current === undefined) return undefined;
  }
  return current;
}
