/**
 * bench/forms: the generated forms' budgets (issue 7), printed as figures, never a pass/fail.
 * The real card page (GenericCardPage: rjsf with our registry of fields, widgets and templates) of a
 * 300-field schema mixing every common field type, in Chromium (bench/forms/harness.tsx):
 * 1. Open: from the card page's mount to the screen's fields painted (target < 300 ms; the fields
 *    below the viewport are drawn after, in slices), and to every field painted, with the main
 *    thread's busy time, median of several runs: cold (the first form of a fresh page: antd registers
 *    the styles of every component it draws), the first form of a fresh page after the form
 *    warm-up the app's shell runs when the browser is first idle (FormWarmUp), and warm (the form
 *    opened again in the same page, as when a user opens another record). Then a Save clicked as
 *    soon as the screen is painted: every field is validated and the first invalid one
 *    highlighted, drawn or not yet.
 * 2. Keystroke: from keydown in a text field to the next frame painted, over 100 keystrokes
 *    (target p75 < 50 ms).
 * 3. ajv: schema compilations of the forms' validator while the form opens, while typing and on the
 *    first Save (the brief: no ajv compilation once the form is open).
 * Figures vary with the machine's load: run it on a quiet machine.
 * Run: npx tsx bench/forms.ts [--runs=7] [--keys=100] [--profile]
 *   --profile: builds the page unminified and prints where the main thread's time goes in one warm open.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { build as viteBuild } from 'vite';
import { printProfile, startProfile, stopProfile } from './forms/cpuProfile.ts';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = arg('runs', 7);
const KEYS = arg('keys', 100);
const PROFILE = process.argv.includes('--profile');
const OPEN_TARGET_MS = 300;
const FIELD_COUNT = 300;
const KEY_TARGET_MS = 50;
const root = join(import.meta.dirname, '..');

interface Marks {
  mountAt?: number;
  screenAt?: number;
  paintedAt?: number;
  compiles: number;
  keys: number[];
}

/** Nearest-rank percentile. */
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const ms = (n: number) => `${n.toFixed(1)} ms`;
const ratio = (value: number, target: number) => `target < ${target} ms: ${value < target ? 'met' : 'NOT met'}, ratio ${(value / target).toFixed(2)}`;

async function harness(): Promise<{ url: string; server: Server; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-bench-forms-'));
  await viteBuild({ root: join(root, 'bench/forms'), base: './', logLevel: 'error', build: { outDir: dir, emptyOutDir: true, chunkSizeWarningLimit: 10_000, minify: !PROFILE } });
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`, server, dir };
}

const marksOf = (page: Page) => page.evaluate(() => (window as unknown as { benchMarks: Marks }).benchMarks);
const painted = (page: Page) => page.waitForFunction(() => (window as unknown as { benchMarks: Marks }).benchMarks.paintedAt !== undefined, null, { timeout: 60_000 });
/** The main thread's busy time so far (Chrome's Performance.getMetrics), in ms. */
const busyMs = async (cdp: CDPSession) =>
  1000 * ((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.find((m) => m.name === 'TaskDuration')!.value;

interface Open {
  screen: number;
  all: number;
  busy: number;
}

/**
 * A cold open: the page loaded afresh (the first form of the page). With `warmUp`, the page first
 * warms the form engine as the app's shell does when the browser is first idle (FormWarmUp): the
 * first record a user opens in the app. Busy time: from the navigation to every field painted.
 */
async function open(page: Page, cdp: CDPSession, url: string, warmUp = false): Promise<Open> {
  await page.goto('about:blank');
  const before = await busyMs(cdp);
  await page.goto(warmUp ? `${url}?warm` : url);
  await painted(page);
  const m = await marksOf(page);
  return { screen: m.screenAt! - m.mountAt!, all: m.paintedAt! - m.mountAt!, busy: (await busyMs(cdp)) - before };
}

/** A warm open: another form mounted in the same page (styles and lookup lists known). */
async function reopen(page: Page, cdp: CDPSession, key: number): Promise<Open> {
  const before = await busyMs(cdp);
  await page.evaluate((k) => (window as unknown as { benchReopen: (key: number) => void }).benchReopen(k), key);
  await painted(page);
  const m = await marksOf(page);
  return { screen: m.screenAt! - m.mountAt!, all: m.paintedAt! - m.mountAt!, busy: (await busyMs(cdp)) - before };
}

async function run(): Promise<void> {
  const { url, server, dir } = await harness();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (figures grow with the load)`);
    const page = await browser.newPage({ viewport: { width: 1600, height: 1200 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const opens: Open[] = [];
    const warmedOpens: Open[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const o = await open(page, cdp, url);
      const w = await open(page, cdp, url, true);
      if (i === 0) continue; // the first loads warm the browser caches
      opens.push(o);
      warmedOpens.push(w);
    }
    const reopens: Open[] = [];
    for (let i = 1; i <= RUNS; i++) reopens.push(await reopen(page, cdp, i));
    const fields = await page.locator('[data-field^="root_f"]').count();
    const stat = (xs: number[]) => `median ${ms(percentile(xs, 50))} (min ${ms(Math.min(...xs))}, max ${ms(Math.max(...xs))})`;
    const series = [
      ['cold, first form of a fresh page', opens],
      ["first form of a fresh page after the shell's form warm-up, as in the app", warmedOpens],
      ['warm, opened again in the same page', reopens],
    ] as const;
    for (const [label, xs] of series) {
      const screen = percentile(xs.map((o) => o.screen), 50);
      console.log(`open a ${fields}-field form (card page; ${label}), ${xs.length} runs:`);
      console.log(`  mount to the screen's fields painted: ${stat(xs.map((o) => o.screen))}; ${ratio(screen, OPEN_TARGET_MS)}`);
      console.log(`  mount to all ${fields} fields painted: ${stat(xs.map((o) => o.all))} (figure only)`);
      console.log(`  browser main thread busy${xs === reopens ? '' : ` (page load${xs === warmedOpens ? ' and warm-up' : ''} included)`} until all are painted: ${stat(xs.map((o) => o.busy))} (figure only)`);
    }
    if (PROFILE) {
      await startProfile(cdp);
      await reopen(page, cdp, 100);
      printProfile('profile of a warm open (mount to all fields painted)', await stopProfile(cdp));
    }

    // Save at once, before the fields below the screen are drawn: every field is validated, the first invalid one is shown
    await page.evaluate((k) => (window as unknown as { benchReopen: (key: number) => void }).benchReopen(k), 200);
    await page.waitForFunction(() => (window as unknown as { benchMarks: Marks }).benchMarks.screenAt !== undefined, null, { timeout: 60_000 });
    const drawnAtSave = await page.locator('[data-field^="root_f"]').count();
    await page.getByTestId('save').click();
    await page.locator('[data-highlighted="true"]').first().waitFor({ timeout: 10_000 });
    const early = { errors: await page.locator('.tabula-field-error').count(), highlighted: await page.locator('[data-highlighted="true"]').first().getAttribute('data-field') };
    console.log(`save at once (${drawnAtSave} of ${FIELD_COUNT} fields drawn when clicked): ${early.errors} field errors shown, first invalid field highlighted: ${early.highlighted}`);
    await reopen(page, cdp, 300);

    const opened = await marksOf(page);
    await page.waitForTimeout(300); // let the layout resolution and lookup lists settle
    const settled = (await marksOf(page)).compiles;
    const input = page.locator('#root_f000');
    await input.click();
    const typed = 'abcdefghij'.repeat(Math.ceil(KEYS / 10)).slice(0, KEYS);
    const before = (await marksOf(page)).keys.length;
    for (let k = 0; k < KEYS; k++) {
      await page.keyboard.press(typed[k]);
      await page.waitForFunction((n) => (window as unknown as { benchMarks: Marks }).benchMarks.keys.length >= n, before + k + 1);
    }
    const afterTyping = await marksOf(page);
    const keys = afterTyping.keys.slice(before);
    const value = await input.inputValue();
    const [p50, p75, p95] = [50, 75, 95].map((p) => percentile(keys, p));
    console.log(`keystroke in a text field, keydown to next frame: p50 ${ms(p50)}, p75 ${ms(p75)}, p95 ${ms(p95)}, max ${ms(Math.max(...keys))} over ${keys.length} keystrokes (value typed ${value === typed ? 'intact' : `WRONG: ${value.length} chars`}); p75 ${ratio(p75, KEY_TARGET_MS)}`);

    await page.getByTestId('save').click();
    await page.locator('.tabula-field-error').first().waitFor({ timeout: 10_000 });
    const afterSave = await marksOf(page);
    const errors = await page.locator('.tabula-field-error').count();
    console.log(
      `ajv compilations: ${opened.compiles} while the form opened (${settled} once settled), ${afterTyping.compiles - settled} while typing ${keys.length} keys, ${afterSave.compiles - afterTyping.compiles} on the first Save (${errors} field errors shown); target 0 after the form is open: ${afterSave.compiles - settled === 0 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  await run();
} catch (err) {
  console.log(`forms bench could not run: ${(err as Error).message}`);
}
