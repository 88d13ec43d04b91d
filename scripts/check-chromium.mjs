// Before the e2e journeys: is there a Chromium to drive? Installs Debian's package when this process
// may (root with apt-get), otherwise says how to get one instead of failing obscurely in Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
  if (canInstall) {
    console.log(`No Chromium at ${path}: installing Debian's chromium package (apt-get install chromium)...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok = [['update', '-qq'], ['install', '-y', '-qq', 'chromium']].every((args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0);
    if (ok && existsSync(path)) process.exit(0);
  }
  console.error(
    [
      `The end-to-end tests drive Chromium, and there is none at ${path}.`,
      'Install it, then run npm test again:',
      '  Debian/Ubuntu: sudo apt-get install -y chromium',
      '  elsewhere:     install Chromium or Chrome and set CHROMIUM_PATH to its executable',
    ].join('\n'),
  );
  process.exit(1);
}
