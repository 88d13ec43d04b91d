/** One line of a diff between two versions of a script. */
export interface DiffLine {
  op: 'equal' | 'insert' | 'delete';
  text: string;
}

/** Above this many cells the middle part is shown as removed then added instead of aligned. */
const MAX_CELLS = 4_000_000;

function lcsDiff(a: string[], b: string[]): DiffLine[] {
  const n = a.length;
  const m = b.length;
  // lengths[i][j] = LCS length of a[i..] and b[j..], kept as one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[at(i, j)] = a[i] === b[j] ? lengths[at(i + 1, j + 1)] + 1 : Math.max(lengths[at(i + 1, j)], lengths[at(i, j + 1)]);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ op: 'equal', text: a[i++] });
      j++;
    } else if (lengths[at(i + 1, j)] >= lengths[at(i, j + 1)]) out.push({ op: 'delete', text: a[i++] });
    else out.push({ op: 'insert', text: b[j++] });
  }
  while (i < n) out.push({ op: 'delete', text: a[i++] });
  while (j < m) out.push({ op: 'insert', text: b[j++] });
  return out;
}

/**
 * Line diff of two texts (an older and a newer version of a script): common head and tail are
 * matched directly, the middle by longest common subsequence.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const middle =
    midA.length * midB.length > MAX_CELLS
      ? [...midA.map((text) => ({ op: 'delete' as const, text })), ...midB.map((text) => ({ op: 'insert' as const, text }))]
      : lcsDiff(midA, midB);
  const equal = (text: string): DiffLine => ({ op: 'equal', text });
  return [...a.slice(0, head).map(equal), ...middle, ...a.slice(a.length - tail).map(equal)];
}

/** Lines added and removed between two versions ("+3 -1" in the version list). */
export function diffStats(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const l of lines) {
    if (l.op === 'insert') added++;
    else if (l.op === 'delete') removed++;
  }
  return { added, removed };
}
