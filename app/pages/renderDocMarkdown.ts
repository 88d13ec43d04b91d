import { marked } from 'marked';
import { rewriteDocLink } from '../../engine/docs/rewriteDocLink.ts';
import { isSafeHref } from '../../renderers/widgets/markdownNodes.tsx';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Addresses an image may load from: this server (a path) or the web; never javascript:, data: or others. */
const isSafeImage = (src: string) => /^(https?:\/\/|\/(?!\/))/i.test(src.trim());

/**
 * The HTML of a documentation page (docs/*.md, served by /api/docs/pages/{name}). Markdown only:
 * raw HTML in the source is shown as text, links keep only safe addresses (web, mail, in-app;
 * `page.md` becomes `/documentation/page`), images only web or server addresses. marked escapes
 * every text and attribute it writes, so nothing in a page can run (tests/security/xss.test.tsx).
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
  renderer.image = (token) => (isSafeImage(token.href) ? image(token) : escapeHtml(token.text));
  return marked.parse(markdown, { renderer, async: false, gfm: true });
}
