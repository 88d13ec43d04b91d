/** An XML element: name, attributes, and either text or child elements (absent children are skipped). */
export interface XmlNode {
  name: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: (XmlNode | null | undefined | false)[];
}

/** Shorthand for an element with children or text. */
export function el(
  name: string,
  content: string | (XmlNode | null | undefined | false)[],
  attrs?: Record<string, string>,
): XmlNode {
  return typeof content === 'string' ? { name, text: content, attrs } : { name, children: content, attrs };
}

/** Escapes the five XML special characters of text and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}

function write(node: XmlNode, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  const children = (node.children ?? []).filter((c): c is XmlNode => Boolean(c));
  if (node.text !== undefined) out.push(`${pad}<${node.name}${attrs}>${escapeXml(node.text)}</${node.name}>`);
  else if (!children.length) out.push(`${pad}<${node.name}${attrs}/>`);
  else {
    out.push(`${pad}<${node.name}${attrs}>`);
    for (const child of children) write(child, depth + 1, out);
    out.push(`${pad}</${node.name}>`);
  }
}

/** A UTF-8 XML document of the root element, indented by two spaces. */
export function xmlDocument(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}
