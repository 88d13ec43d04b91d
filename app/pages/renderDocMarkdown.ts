import { marked } from 'marked';
import { docImagePath } from '../../engine/docs/docImagePath.ts';
import { rewriteDocLink } from '../../engine/docs/rewriteDocLink.ts';
import { isSafeHref } from '../../renderers/widgets/markdownNodes.tsx';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Addresses an image may load from: this server (a path) or the web; never javascript:, data: or others. */
const isSafeImage = (src: string) => /^(https?:\/\/|\/(?!\/))/i.test(src.trim());

/** The attribute holding a documentation image's API path until the page gives it a ticket (DocumentationPage). */
export const DOC_IMAGE_ATTRIBUTE = 'data-doc-src';

/**
 * The HTML of a documentation page (docs/*.md, served by /api/docs/pages/{name}). Markdown only:
 * raw HTML in the source is shown as text, links keep only safe addresses (web, mail, in-app;
 * `page.md` becomes `/documentation/page`), images only web or server addresses. An image named
 * relative to docs/ (`images/flow.svg`) points at GET /api/doc/integration/images/flow.svg through
 * {@link DOC_IMAGE_ATTRIBUTE}, not `src`: the page asks a single-use ticket for it first (an image
 * cannot send the session's header). marked escapes every text and attribute it writes, so nothing
 * in a page can run (tests/security/xss.test.tsx).
 */
export function renderDocMarkdown(markdown: string): string {
  const renderer = new marked.Renderer();
  const link = renderer.link.bind(renderer);
  const image = renderer.image.bind(renderer);
  renderer.html = ({ text }) => escapeHtml(text);
  renderer.link = (token) => {
    const href = rewriteDocLink(token.href);
    return isSafeHref(href) ? link({ ...token, href }) : renderer.parser.parseInline(token.tokens);
  };
  renderer.image = (token) => {
    const doc = docImagePath(token.href);
    if (doc) {
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      return `<img ${DOC_IMAGE_ATTRIBUTE}="${escapeHtml(doc)}" alt="${escapeHtml(token.text)}"${title}>`;
    }
    return isSafeImage(token.href) ? image(token) : escapeHtml(token.text);
  };
  return marked.parse(markdown, { renderer, async: false, gfm: true });
}
