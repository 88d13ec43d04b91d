import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { hasRtlLetters, isLtrText } from '../../engine/format/bidi.ts';

/** The class of a left-to-right island (app/styles.css: `unicode-bidi: isolate; direction: ltr`). */
export const LTR_CLASS = 'tabula-ltr';

export interface ClippedProps {
  /** The whole text: shown, cut with an ellipsis when it does not fit, and its tooltip when cut. */
  text: string;
  /** What is drawn instead of the text (a cut text, a link's content); the tooltip stays `text`. */
  children?: ReactNode;
  /**
   * Left-to-right island (docs/i18n.md#bidi): `true` for numbers and codes (a text holding Arabic
   * letters keeps its own direction), `false` never, unset: when the text reads left to right
   * (digits or Latin letters, no Arabic letter).
   */
  ltr?: boolean;
  /** `block` fills its container's width; `inline` (default) is as wide as its text, at most its container. */
  display?: 'inline' | 'block';
  /** The tooltip always, not only when the text is cut (the text shown is not the whole text). */
  alwaysTitle?: boolean;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

const CLIP: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%', minWidth: 0 };

/** Whether a text will be isolated left to right (see {@link ClippedProps.ltr}). */
export function isolatesLtr(text: string, ltr?: boolean): boolean {
  if (ltr === false) return false;
  return ltr === true ? !hasRtlLetters(text) : isLtrText(text);
}

/**
 * One line of text that never overflows its place: cut by CSS with an ellipsis, and the whole text
 * as its tooltip (the `title` attribute) when it is cut, checked when the pointer enters; numbers,
 * codes and dates are left-to-right islands in a right-to-left interface (`dir="ltr"`). Used by
 * list cells, kanban cards, card fields, side panels and KPI tiles.
 */
export function Clipped({ text, children, ltr, display = 'inline', alwaysTitle, className, style, ...rest }: ClippedProps) {
  const isolate = isolatesLtr(text, ltr);
  const showTitle = (e: MouseEvent<HTMLElement>) => {
    const el = e.currentTarget;
    const cut = alwaysTitle || el.scrollWidth > el.clientWidth;
    if (cut && text) el.title = text;
    else el.removeAttribute('title');
  };
  const classes = [isolate ? LTR_CLASS : undefined, className].filter(Boolean).join(' ') || undefined;
  return (
    <span
      className={classes}
      dir={isolate ? 'ltr' : undefined}
      title={alwaysTitle && text ? text : undefined}
      onMouseEnter={showTitle}
      style={{ ...CLIP, display: display === 'block' ? 'block' : 'inline-block', verticalAlign: 'bottom', ...(isolate ? { unicodeBidi: 'isolate' } : {}), ...style }}
      data-testid={rest['data-testid']}
    >
      {children ?? text}
    </span>
  );
}
