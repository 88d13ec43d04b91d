import type { Sandbox } from '../../scripts-sandbox/index.ts';

let opening: Promise<Sandbox> | undefined;

/**
 * The browser's QuickJS sandbox, loaded on first use: its module (with the wasm inlined) is a
 * separate chunk, so the sign-in page and the shell never download it. A failed load is retried
 * on the next call.
 */
export function browserSandbox(): Promise<Sandbox> {
  opening ??= import('../../scripts-sandbox/browser.ts')
    .then(({ createSandbox, loadBrowserModule }) => createSandbox({ loadModule: loadBrowserModule, limits: { timeoutMs: 2000 } }))
    .catch((err: unknown) => {
      opening = undefined;
      throw err;
    });
  return opening;
}
