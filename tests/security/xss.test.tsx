// @vitest-environment jsdom
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDocMarkdown } from '../../app/pages/renderDocMarkdown.ts';
import { normalizeCard, normalizeElement } from '../../engine/cards/normalizeLayout.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { ContentCard } from '../../renderers/cards/ContentCard.tsx';
import { ElementView } from '../../renderers/elements/ElementView.tsx';
import { MarkdownView } from '../../renderers/widgets/MarkdownView.tsx';
import { sanitizeHtml } from '../../renderers/widgets/sanitizeHtml.ts';
import { docsPlugin } from '../../server/plugins/docs.ts';
import { cardEnv, withEnv } from '../renderers/cards/cardEnv.tsx';
import { oneField, renderForm } from '../renderers/helpers/renderForm.tsx';
import { HTML_PAYLOADS, MARKDOWN_PAYLOADS, URL_PAYLOADS } from './xssCorpus.ts';

/**
 * The XSS corpus against every renderer of HTML, markdown and rich text, and the documentation
 * pages (issue 19 item 6). What comes out must be inert, checked on the DOM and again after a second
 * parse of its HTML (mutation XSS): no script-capable element, no `on*` attribute, no javascript:,
 * vbscript: or data: address (but data: images), no script in styles; and firing the usual events on
 * every element runs nothing.
 */

/** Elements that run, load or restyle anything; none may come out of a renderer of user content. */
const ACTIVE = 'script, iframe, frame, frameset, object, embed, applet, base, meta, link, style, form, template, noscript, svg, math, isindex, input, button, textarea, select, video, audio, source, marquee, xss';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'background', 'data', 'poster', 'to', 'values', 'from', 'by', 'dynsrc', 'lowsrc'];
const EVENTS = ['error', 'load', 'click', 'mouseover', 'focus', 'toggle', 'pointerenter', 'animationstart', 'begin', 'start'];

/** An address as a browser reads it: control characters and whitespace removed, entities already decoded by the parser. */
const normalised = (value: string) =>
  Array.from(value)
    .filter((c) => c.charCodeAt(0) > 0x20 && !(c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f) && c !== '\u2028' && c !== '\u2029')
    .join('')
    .toLowerCase();

function unsafeUrl(name: string, value: string, tag: string): boolean {
  const v = normalised(value);
  if (/^(javascript|vbscript|livescript|file):/.test(v)) return true;
  if (v.startsWith('data:')) return !(tag === 'img' && name === 'src' && /^data:image\/(png|jpe?g|gif|webp);/.test(v));
  return name === 'srcdoc';
}

/** Everything wrong with the rendered content under `root` (empty when inert). */
function problems(root: Element): string[] {
  const found: string[] = [];
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const tag = el.tagName.toLowerCase();
    if (el !== root && el.matches(ACTIVE)) found.push(`<${tag}> element`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
      if (URL_ATTRIBUTES.includes(name) && unsafeUrl(name, attr.value, tag)) found.push(`<${tag} ${name}="${attr.value}">`);
      if (name === 'style' && /javascript:|expression\s*\(|url\s*\(|@import|behavior/i.test(attr.value)) found.push(`<${tag} style="${attr.value}">`);
    }
  }
  return found;
}

/** The content must be inert as rendered, and still after its HTML is parsed again. */
function expectInert(root: Element | null, label: string): void {
  expect(root, `${label}: nothing rendered`).not.toBeNull();
  const region = root as Element;
  expect(problems(region), `${label} (rendered)`).toEqual([]);
  const again = document.createElement('div');
  again.innerHTML = region.innerHTML;
  expect(problems(again), `${label} (parsed again)`).toEqual([]);
  for (const el of [region, ...Array.from(region.querySelectorAll('*'))]) {
    for (const type of EVENTS) el.dispatchEvent(new Event(type, { bubbles: false }));
  }
}

let alerts: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alerts = vi.fn();
  window.alert = alerts as unknown as typeof window.alert;
  delete (window as unknown as { __xss?: unknown }).__xss;
});
afterEach(() => {
  // nothing ran: no alert, no flag
  expect(alerts).not.toHaveBeenCalled();
  expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
  cleanup();
});

const STRING: JsonSchema = { type: ['string', 'null'] };

describe('XSS corpus: HTML renderers', () => {
  it('has the classic payloads', () => {
    expect(HTML_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    expect(MARKDOWN_PAYLOADS.length).toBeGreaterThan(HTML_PAYLOADS.length);
  });

  it.each(HTML_PAYLOADS)('sanitizeHtml (rich text, html element) keeps %s inert', (payload) => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml(payload);
    document.body.appendChild(holder);
    expectInert(holder, payload);
    holder.remove();
  });

  it.each(HTML_PAYLOADS)('the html layout element shows %s inert', (payload) => {
    const { env } = cardEnv();
    const { container } = render(withEnv(env, <ElementView element={normalizeElement({ type: 'html', html: payload })} entityName="Contract" record={{}} />));
    expectInert(container.querySelector('.tabula-html-element'), payload);
  });

  it.each(HTML_PAYLOADS)('the richtext field shows and stores %s inert', (payload) => {
    const form = renderForm(oneField(STRING, { type: 'richtext' }), { formData: { f: payload } });
    const box = screen.getByRole('textbox');
    expectInert(box, payload);
    // what the editor stores once the text is touched is sanitized again
    fireEvent.input(box);
    const stored = document.createElement('div');
    stored.innerHTML = String(form.values().f ?? '');
    expectInert(stored, `${payload} (stored)`);
  });
});

describe('XSS corpus: markdown renderers', () => {
  it.each(MARKDOWN_PAYLOADS)('MarkdownView shows %s inert', (payload) => {
    const { container } = render(<MarkdownView source={payload} />);
    expectInert(container.querySelector('.tabula-markdown'), payload);
  });

  it.each(MARKDOWN_PAYLOADS)('the markdown field shows %s inert', (payload) => {
    const form = renderForm(oneField(STRING, { type: 'markdown' }), { formData: { f: payload } });
    expectInert(form.container.querySelector('.tabula-markdown'), payload);
  });

  it.each(MARKDOWN_PAYLOADS)('a content card with markdown shows %s inert', (payload) => {
    const { env } = cardEnv();
    const spec = normalizeCard({ kind: 'Content', props: { markdown: payload } }, 0, 'left');
    const { container } = render(withEnv(env, <ContentCard spec={spec} entityName="Contract" record={{}} />));
    expectInert(container.querySelector('.tabula-markdown'), payload);
  });

  it.each(MARKDOWN_PAYLOADS)('a documentation page shows %s inert', (payload) => {
    const holder = document.createElement('div');
    holder.innerHTML = renderDocMarkdown(payload);
    document.body.appendChild(holder);
    expectInert(holder, payload);
    holder.remove();
  });
});

describe('XSS corpus: addresses', () => {
  it.each(URL_PAYLOADS)('a link element with %j is not a live link', (href) => {
    const { env } = cardEnv();
    const { container } = render(withEnv(env, <ElementView element={normalizeElement({ type: 'link', label: 'Open', href })} entityName="Contract" record={{}} />));
    expectInert(container, href);
    expect(container.textContent).toContain('Open');
  });

  it.each(URL_PAYLOADS)('a carousel image with %j is not loaded', (src) => {
    const { env } = cardEnv();
    const { container } = render(withEnv(env, <ElementView element={normalizeElement({ type: 'carousel', images: [{ src, caption: 'x' }, { src: '/ok.png', caption: 'ok' }] })} entityName="Contract" record={{}} />));
    for (const img of Array.from(container.querySelectorAll('img'))) expect(unsafeUrl('src', img.getAttribute('src') ?? '', 'img'), src).toBe(false);
    expect(container.querySelector('img[src="/ok.png"]')).not.toBeNull();
  });
});

describe('XSS corpus: the documentation served by the server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-docs-xss-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves a page made of the whole corpus, and the page renders inert', async () => {
    writeFileSync(join(dir, 'corpus.md'), `# Corpus\n\n${MARKDOWN_PAYLOADS.join('\n\n')}\n`);
    writeFileSync(join(dir, 'other.md'), '# Other <img src=x onerror=alert(1)>\n\nSee [corpus](corpus.md).\n');
    const app = Fastify();
    await app.register(docsPlugin, { dir });
    try {
      const pages = (await app.inject({ method: 'GET', url: '/api/docs/pages' })).json() as { name: string; title: string }[];
      expect(pages.map((p) => p.name)).toEqual(['corpus', 'other']);
      const page = (await app.inject({ method: 'GET', url: '/api/docs/pages/corpus' })).json() as { markdown: string };
      expect(page.markdown).toContain('<script>alert(1)</script>');
      const holder = document.createElement('div');
      holder.innerHTML = renderDocMarkdown(page.markdown);
      document.body.appendChild(holder);
      expectInert(holder, 'corpus page');
      // the payloads are shown as text, not dropped silently
      expect(holder.textContent).toContain('<script>alert(1)</script>');
      holder.remove();
      const other = (await app.inject({ method: 'GET', url: '/api/docs/pages/other' })).json() as { markdown: string };
      const rendered = document.createElement('div');
      rendered.innerHTML = renderDocMarkdown(other.markdown);
      expectInert(rendered, 'other page');
      expect(rendered.querySelector('a')?.getAttribute('href')).toBe('/documentation/corpus');
      // the search answers JSON text (the search page shows excerpts as text)
      const search = await app.inject({ method: 'GET', url: '/api/docs/search?search=onerror' });
      expect(search.headers['content-type']).toMatch(/^application\/json/);
      expect(search.json().length).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('renders the real documentation pages with their tables, code and links', () => {
    const html = renderDocMarkdown('# Title\n\n| a | b |\n|---|---|\n| `x` | [y](security.md#known-limits) |\n\n```ts\nconst a = 1 < 2;\n```\n\n![logo](/logo.png)');
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('table td code')?.textContent).toBe('x');
    expect(holder.querySelector('td a')?.getAttribute('href')).toBe('/documentation/security#known-limits');
    expect(holder.querySelector('pre code')?.textContent).toBe('const a = 1 < 2;\n');
    expect(holder.querySelector('img')?.getAttribute('src')).toBe('/logo.png');
    expectInert(holder, 'documentation sample');
  });
});
