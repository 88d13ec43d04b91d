import { useMemo } from 'react';
import { sanitizeHtml } from '../widgets/sanitizeHtml.ts';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

/**
 * html: markup from a layout, sanitised first (parsed inert; scripts, styles, frames and every
 * attribute but safe link addresses dropped), so no script or event handler can run.
 */
export function HtmlElement({ element }: ElementProps) {
  const html = readProp.text(element.props, 'html', readProp.text(element.props, 'content'));
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="tabula-html-element" dangerouslySetInnerHTML={{ __html: safe }} />;
}
