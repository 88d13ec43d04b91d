import { createElement, type ReactNode } from 'react';
import type { Token, Tokens } from 'marked';

/** Links kept clickable: web, mail and in-app addresses; anything else (javascript:, data:) is text. */
export function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:|\/|#)/i.test(href.trim());
}

function children(tokens: Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((t, i) => markdownNode(t, i));
}

function list(token: Tokens.List, key: number): ReactNode {
  const items = token.items.map((item, i) => <li key={i}>{children(item.tokens)}</li>);
  return token.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
}

function table(token: Tokens.Table, key: number): ReactNode {
  return (
    <table key={key}>
      <thead>
        <tr>{token.header.map((cell, i) => <th key={i}>{children(cell.tokens)}</th>)}</tr>
      </thead>
      <tbody>
        {token.rows.map((row, r) => (
          <tr key={r}>{row.map((cell, i) => <td key={i}>{children(cell.tokens)}</td>)}</tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One markdown token as React elements. Nothing is inserted as HTML: raw HTML in the source is shown
 * as text, unsafe links lose their address, images are shown as their alt text link.
 */
export function markdownNode(token: Token, key: number): ReactNode {
  switch (token.type) {
    case 'heading': return createElement(`h${Math.min(Math.max((token as Tokens.Heading).depth, 1), 6)}`, { key }, children(token.tokens));
    case 'paragraph': return <p key={key}>{children(token.tokens)}</p>;
    case 'strong': return <strong key={key}>{children(token.tokens)}</strong>;
    case 'em': return <em key={key}>{children(token.tokens)}</em>;
    case 'del': return <del key={key}>{children(token.tokens)}</del>;
    case 'codespan': return <code key={key}>{(token as Tokens.Codespan).text}</code>;
    case 'code': return <pre key={key}><code>{(token as Tokens.Code).text}</code></pre>;
    case 'blockquote': return <blockquote key={key}>{children(token.tokens)}</blockquote>;
    case 'list': return list(token as Tokens.List, key);
    case 'table': return table(token as Tokens.Table, key);
    case 'hr': return <hr key={key} />;
    case 'br': return <br key={key} />;
    case 'space': return null;
    case 'link':
    case 'image': {
      const { href, text } = token as Tokens.Link;
      const content = token.type === 'image' ? text : children(token.tokens);
      return isSafeHref(href) ? <a key={key} href={href} target="_blank" rel="noopener noreferrer">{content}</a> : <span key={key}>{content}</span>;
    }
    case 'text': return token.tokens ? <span key={key}>{children(token.tokens)}</span> : decode((token as Tokens.Text).text);
    default: return 'text' in token && typeof token.text === 'string' ? decode(token.text) : null;
  }
}

/** The few entities marked leaves in text (React escapes what it prints). */
function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? _m);
}
