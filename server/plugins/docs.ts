import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { projectPath } from '../rootDir.ts';
import { findDocAsset, loadDocAssets } from '../docs/docAssets.ts';

const DOCS_DIR = projectPath('docs');

interface DocPage {
  name: string;
  title: string;
  markdown: string;
}

/** Reads docs/*.md once: the title is the first `# ` heading, else the file name. */
function loadPages(dir: string): Map<string, DocPage> {
  const pages = new Map<string, DocPage>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.md')).sort()) {
    const markdown = readFileSync(join(dir, file), 'utf8');
    const name = file.replace(/\.md$/, '');
    const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? name;
    pages.set(name, { name, title, markdown });
  }
  return pages;
}

/** Where the documentation's images are served (seed 002 §7 "GET /api/doc/integration/..."). */
export const DOC_ASSETS_PATH = '/api/doc/integration';

/**
 * The documentation of docs/ (or of `dir`: tests), served to the app's /documentation pages (and
 * searchable). The markdown is sent as it is; the page renders it with app/pages/renderDocMarkdown.ts,
 * which points its images at GET /api/doc/integration/{path} (server/docs/docAssets.ts): signed-in
 * callers, or a window or image opened with a single-use ticket (`?ticket=`).
 */
export async function docsPlugin(app: FastifyInstance, opts: { dir?: string } = {}): Promise<void> {
  const pages = loadPages(opts.dir ?? DOCS_DIR);
  const assets = loadDocAssets(opts.dir ?? DOCS_DIR);
  const asset = { config: { openapi: { summary: 'An image of the documentation (docs/images/...), for a signed-in caller or a single-use ticket' } } };
  app.get<{ Params: { '*': string } }>(`${DOC_ASSETS_PATH}/*`, asset, async (request, reply) => {
    const found = findDocAsset(assets, request.params['*']);
    // an SVG opened on its own runs nothing and loads nothing
    return reply
      .type(found.type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cache-Control', 'private, max-age=3600')
      .send(found.body);
  });
  app.get('/api/docs/pages', async () => [...pages.values()].map(({ name, title }) => ({ name, title })));
  app.get<{ Params: { name: string } }>('/api/docs/pages/:name', async (request) => {
    const page = pages.get(request.params.name);
    if (!page) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['Documentation page', request.params.name]);
    return page;
  });
  app.get<{ Querystring: { search?: string } }>('/api/docs/search', async (request) => {
    const text = (request.query.search ?? '').trim().toLowerCase();
    if (text.length < 2) return [];
    return [...pages.values()]
      .filter((p) => p.markdown.toLowerCase().includes(text))
      .map(({ name, title, markdown }) => {
        const at = markdown.toLowerCase().indexOf(text);
        return { name, title, excerpt: markdown.slice(Math.max(0, at - 60), at + 100).replace(/\s+/g, ' ') };
      });
  });
}
