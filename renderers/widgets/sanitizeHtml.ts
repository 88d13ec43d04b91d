import { isSafeHref } from './markdownNodes.tsx';

/** Tags kept in rich text; any other tag is unwrapped (its text kept) unless it is dropped whole. */
const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'div', 'code', 'pre']);
/** Tags dropped with their content. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'link', 'meta']);

function copyInto(source: Node, target: Node, doc: Document): void {
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (node as Element).tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      copyInto(node, target, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    const href = (node as Element).getAttribute('href');
    if (tag === 'a' && href && isSafeHref(href)) {
      copy.setAttribute('href', href);
      copy.setAttribute('rel', 'noopener noreferrer');
      copy.setAttribute('target', '_blank');
    }
    copyInto(node, copy, doc);
    target.appendChild(copy);
  }
}

/**
 * Rebuilds rich text inside `target` keeping only harmless tags (no attributes but safe link
 * addresses): the HTML is parsed in an inert document, so nothing in it runs or loads.
 */
export function sanitizeInto(html: string, target: HTMLElement): void {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  target.replaceChildren();
  copyInto(parsed.body, target, target.ownerDocument);
}

/** The sanitized form of rich text, as HTML text. */
export function sanitizeHtml(html: string): string {
  const holder = document.createElement('div');
  sanitizeInto(html, holder);
  return holder.innerHTML;
}
