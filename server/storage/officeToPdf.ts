import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { AppError } from '../../engine/errors/AppError.ts';

const run = promisify(execFile);
const CONVERSION_TIMEOUT_MS = 120_000;

/** The LibreOffice binary on PATH (TABULA_SOFFICE overrides), or undefined. */
export function findSoffice(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.TABULA_SOFFICE) return existsSync(env.TABULA_SOFFICE) ? env.TABULA_SOFFICE : undefined;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    for (const name of ['soffice', 'libreoffice']) {
      const candidate = join(dir, name);
      if (dir && existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * Converts an office document (doc, docx, xlsx, odt... seed 000 §5.4) to PDF with a headless
 * LibreOffice, in a private temporary folder. Without LibreOffice: UNAVAILABLE_SOFTWARE (500).
 */
export async function officeToPdf(content: Uint8Array, extension: string): Promise<Uint8Array> {
  const soffice = findSoffice();
  if (!soffice) {
    throw new AppError('UNAVAILABLE_SOFTWARE', [`LibreOffice (soffice), needed to convert .${extension} documents to PDF: install LibreOffice on the server or upload a PDF`]);
  }
  const dir = await mkdtemp(join(tmpdir(), 'tabula-convert-'));
  try {
    const input = join(dir, `document.${extension}`);
    await writeFile(input, content);
    await run(soffice, ['--headless', '--norestore', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', 'pdf', '--outdir', dir, input], {
      timeout: CONVERSION_TIMEOUT_MS,
    });
    return await readFile(join(dir, 'document.pdf'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
