/**
 * The value axis of a plan chart: from 0 to a round maximum at or above `max`, in `count` equal
 * steps of a round size (1, 2, 2.5 or 5 times a power of ten), so the labels read 0, 1,000, 2,000...
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let i = 0; i * step < max + step / 2 && ticks.length <= count + 1; i++) ticks.push(Number((i * step).toPrecision(12)));
  if (ticks[ticks.length - 1] < max) ticks.push(Number((ticks.length * step).toPrecision(12)));
  return ticks;
}

/** Which of `count` category labels to write so that at most `room` show, evenly spaced (always the first). */
export function labelledIndexes(count: number, room: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(count / Math.max(1, room)));
  const out: number[] = [];
  for (let i = 0; i < count; i += every) out.push(i);
  return out;
}
