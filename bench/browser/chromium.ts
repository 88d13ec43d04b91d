/** Launches the Chromium the benchmarks drive (CHROMIUM_PATH, /usr/bin/chromium unless told), headless and quiet. */
import { chromium, type Browser } from 'playwright-core';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** tsx names functions with a helper (`__name`) the page lacks: every page of a context gets a stand-in first. */
export const NAME_HELPER = 'globalThis.__name ??= (f) => f;';
