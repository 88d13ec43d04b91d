import { useMemo } from 'react';
import { Lexer } from 'marked';
import { markdownNode } from './markdownNodes.tsx';

/** Markdown shown rendered, built as React elements from marked's tokens (no HTML string injected). */
export function MarkdownView({ source }: { source: string }) {
  const nodes = useMemo(() => Lexer.lex(source, { gfm: true, breaks: true }).map((token, i) => markdownNode(token, i)), [source]);
  return <div className="tabula-markdown">{nodes}</div>;
}
