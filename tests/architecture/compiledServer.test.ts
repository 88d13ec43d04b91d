import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module without types
import { buildServer } from '../../scripts/buildServer.mjs';
import { startServerProcess, type ServerProcess } from '../server/faults/serverProcess.ts';

const root = resolve(import.meta.dirname, '..', '..');
const SERVER_LAYERS = ['server', 'engine', 'schemas', 'scripts-sandbox'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

describe('the server compiled for npm start (scripts/buildServer.mjs)', () => {
  it('names its files from the project folder, never from its own module folder', () => {
    // once bundled into .server/, a module's folder is the bundle's: only server/rootDir.ts may look at it
    const offenders = SERVER_LAYERS.flatMap((layer) => sourceFiles(join(root, layer)))
      .filter((file) => relative(root, file) !== join('server', 'rootDir.ts'))
      .filter((file) => /import\.meta\.dirname|new URL\('\.\/[^']+\.ts'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  const outdir = join(root, '.tmp', `server-build-${process.pid}`);
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGTERM');
    rmSync(outdir, { recursive: true, force: true });
  });

  it('starts from the bundle, signs in and runs a script in its sandbox worker', async () => {
    await buildServer({ force: true, outdir });
    const dataDir = join(outdir, 'data');
    const password = 'Compiled-Admin-42';
    server = await startServerProcess({ DATA_DIR: dataDir, TABULA_ADMIN_PASSWORD: password }, 120_000, ['--enable-source-maps', join(outdir, 'index.mjs')]);
    const login = await fetch(`${server.url}/api/core/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@master', password }),
    });
    expect(login.status).toBe(200);
    const authorization = login.headers.get('authorization')!;
    // the shipped scripts and locales are read from server/defaults, the API version from package.json
    const openapi = (await (await fetch(`${server.url}/api/docs/openapi.json`, { headers: { authorization } })).json()) as { info: { version: string } };
    expect(openapi.info.version).toBe((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version);
    const relations = await fetch(`${server.url}/api/script/runs/quick-add-relations`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ sourcePerson: { type: 'C' } }),
    });
    expect(relations.status).toBe(200);
    const entries = (await relations.json()) as { relation: string }[];
    expect(entries.map((e) => e.relation)).toContain('DIRECTOR');
  }, 180_000);
});
