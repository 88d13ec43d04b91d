import { MarkdownView } from '../widgets/MarkdownView.tsx';
import type { CardProps } from './CardProps.ts';
import { CardElements } from './parts/CardElements.tsx';

/**
 * Content: the card of form fields (the main card and the group cards of the default layout), plus
 * any layout elements and a `markdown` text the layout gives it.
 */
export function ContentCard({ spec, entityName, record, children }: CardProps) {
  const markdown = typeof spec.props.markdown === 'string' ? spec.props.markdown : undefined;
  return (
    <>
      {markdown && <MarkdownView source={markdown} />}
      {children}
      <CardElements elements={spec.elements} entityName={entityName} record={record} />
    </>
  );
}
