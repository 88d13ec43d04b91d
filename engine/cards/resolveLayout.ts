import { normalizeLayout } from './normalizeLayout.ts';
import type { CardLayout } from './types.ts';

/** Runs a layout script's `execute(ctx)` (the QuickJS sandbox, once it is wired in the app). */
export type LayoutRunner = (request: { name: string; code: string; ctx: Record<string, unknown> }) => unknown;

export interface LayoutMessage {
  level: 'warning' | 'error';
  text: string;
}

export interface LayoutResolution {
  layout: CardLayout;
  source: 'script' | 'default';
  messages: LayoutMessage[];
}

export interface ResolveLayoutArgs {
  /** The script to run; missing -> "Field 'layoutScriptName' is missing in parameters". */
  layoutScriptName?: string;
  /** The script's code, or undefined when the tenant has no such script. */
  fetchCode: (name: string) => Promise<string | undefined>;
  runner?: LayoutRunner;
  ctx: Record<string, unknown>;
  fallback: () => CardLayout;
}

/** A cheap static check, so a script without `execute` is reported even where nothing can run it. */
export function hasExecute(code: string): boolean {
  return /\bfunction\s+execute\s*\(|\bexecute\s*[:=]\s*(async\s*)?(function|\()|\bexport\s+(async\s+)?function\s+execute\b/.test(code);
}

/**
 * The layout of a card page (seed 000 §8.2): the layout script's output when the tenant has one
 * and a runner is available, else the fallback layout, with the messages to notify.
 */
export async function resolveLayout(args: ResolveLayoutArgs): Promise<LayoutResolution> {
  const fallback = (messages: LayoutMessage[] = []): LayoutResolution => ({ layout: args.fallback(), source: 'default', messages });
  const name = args.layoutScriptName;
  if (!name) return fallback([{ level: 'warning', text: "Field 'layoutScriptName' is missing in parameters" }]);
  const code = await args.fetchCode(name);
  if (code === undefined) return fallback();
  if (!hasExecute(code)) return fallback([{ level: 'error', text: `Layout script ${name} does not have an execute() function` }]);
  if (!args.runner) {
    return fallback([{ level: 'warning', text: `Layout script ${name} was not run: no script sandbox is available in this client, the default layout is shown` }]);
  }
  try {
    const output = await args.runner({ name, code, ctx: args.ctx });
    return { layout: normalizeLayout(output), source: 'script', messages: [] };
  } catch (err) {
    return fallback([{ level: 'error', text: `Layout script ${name} failed: ${(err as Error).message ?? String(err)}` }]);
  }
}
