import type { ActionFormDefinition } from '../../schemas/generated/meta.ts';

type Rec = Record<string, unknown>;

/** Statuses after which a long run's progress stops being polled. */
export const FINAL_RUN_STATUSES: readonly string[] = ['DONE', 'CANCELLED', 'FAILED'];
/** A long run's progress is asked this often. */
export const PROGRESS_POLL_MS = 1000;

/** The values a parameters modal opens with: the form's defaults, `$today` as today's date. */
export function formDefaults(form: ActionFormDefinition, today: Date = new Date()): Rec {
  const day = today.toISOString().slice(0, 10);
  return Object.fromEntries(Object.entries(form.defaults ?? {}).map(([k, v]) => [k, v === '$today' ? day : v]));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `+HH:MM` / `-HH:MM` of a `Date.getTimezoneOffset()` (minutes behind UTC). */
function offsetText(minutesBehind: number): string {
  const ahead = -minutesBehind;
  const abs = Math.abs(ahead);
  return `${ahead < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A day as a full timestamp: its midnight in the local time zone, written with that zone's offset
 * (`2026-03-31T00:00:00.000+02:00`), so the server reads the day that was chosen whatever the zone.
 */
export function dayAsTimestamp(day: string): string {
  const m = DAY.exec(day);
  if (!m) return day;
  const midnight = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return `${day}T00:00:00.000${offsetText(midnight.getTimezoneOffset())}`;
}

/**
 * The values a parameters modal sends. A form marked `useDateNoTime` sends its date values
 * (properties of format `date`) as the user configuration's `useDateNoTime` setting says
 * (seed 002 §5.1, the billing date): a plain `YYYY-MM-DD` when the setting is on, else a full
 * timestamp ({@link dayAsTimestamp}). Other values, and every value of an unmarked form, go as they are.
 */
export function formValuesToSend(form: ActionFormDefinition, values: Rec, useDateNoTime: boolean): Rec {
  if (!form.useDateNoTime || useDateNoTime) return values;
  const properties = (form.schema.properties ?? {}) as Record<string, { format?: string } | undefined>;
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, properties[k]?.format === 'date' && typeof v === 'string' ? dayAsTimestamp(v) : v]),
  );
}

/**
 * How many things an action's answer reports: the length of an array answer, else its `nbTotal`
 * or `count` (seed 002 §7: run billing answers the created invoices or `{nbTotal}`).
 */
export function answerCount(answer: unknown): number | undefined {
  if (Array.isArray(answer)) return answer.length;
  if (answer && typeof answer === 'object') {
    const { nbTotal, count } = answer as Rec;
    if (typeof nbTotal === 'number') return nbTotal;
    if (typeof count === 'number') return count;
  }
  return undefined;
}

/** A success message with `{count}` filled from the answer ('{count} invoice(s) created'). */
export function successText(message: string, answer: unknown): string {
  const count = answerCount(answer);
  return message.replace(/\{count\}/g, String(count ?? 0));
}

/**
 * Whether the list reloads after an answer: not when the action counts what it makes (its message
 * holds `{count}`) and the answer reports nothing made.
 */
export function reloadsAfter(answer: unknown, message = ''): boolean {
  return !message.includes('{count}') || answerCount(answer) !== 0;
}

/** Where a long run reports its progress, when the answer names it. */
export function progressUrlOf(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return undefined;
  const url = (answer as Rec).progressUrl;
  return typeof url === 'string' && url.startsWith('/api/') ? url : undefined;
}

/** The state of a long run as its progress url answers it. */
export interface RunProgress {
  status: string;
  done: number;
  nbTotal: number;
  created?: number;
  errors?: unknown[];
}

/** Reads a progress answer; missing numbers count as 0, a missing status as RUNNING. */
export function readProgress(answer: unknown): RunProgress {
  const a = (answer && typeof answer === 'object' ? answer : {}) as Rec;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    status: typeof a.status === 'string' ? a.status : 'RUNNING',
    done: num(a.done),
    nbTotal: num(a.nbTotal),
    created: typeof a.created === 'number' ? a.created : undefined,
    errors: Array.isArray(a.errors) ? a.errors : undefined,
  };
}

/** The percentage of a run done, 0-100. */
export function progressPercent(p: RunProgress): number {
  if (p.status === 'DONE') return 100;
  return p.nbTotal > 0 ? Math.min(100, Math.floor((p.done / p.nbTotal) * 100)) : 0;
}
