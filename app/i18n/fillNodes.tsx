import { Fragment, type ReactNode } from 'react';

const PLACEHOLDER = /^\{\{\s*(\w+)\s*\}\}$/;

/**
 * A translated text whose `{{placeholders}}` are elements (a link, a code span): fillText for JSX,
 * so that a sentence stays one translation key however its parts are drawn.
 */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\{\s*\w+\s*\}\})/).map((part, i) => {
    const name = PLACEHOLDER.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && Object.hasOwn(values, name) ? values[name] : part}</Fragment>;
  });
}
