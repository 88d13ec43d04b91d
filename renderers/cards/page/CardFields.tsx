import { useRef } from 'react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { ObjectFieldTemplate } from '../../templates/ObjectFieldTemplate.tsx';
import { useDrawAll } from './DrawAllContext.ts';
import { useSlicedCount } from './useSlicedCount.ts';

/**
 * The fields of one card of the card page, on the grid of ObjectFieldTemplate, drawn in slices
 * (useSlicedCount): those on screen before the first paint, the others in the browser's idle time.
 * The form holds and validates every field whether drawn or not; a save draws them all first
 * (DrawAllContext), so its first invalid field can be scrolled to.
 */
export function CardFields(props: ObjectFieldTemplateProps) {
  const end = useRef<HTMLDivElement>(null);
  const drawn = useSlicedCount(props.properties.length, end, useDrawAll());
  const pending = drawn < props.properties.length;
  // one shape whether done or not: the drawn fields are never remounted
  return (
    <>
      <ObjectFieldTemplate
        {...props}
        properties={pending ? props.properties.slice(0, drawn) : props.properties}
      />
      {pending ? <div ref={end} data-testid="card-fields-pending" aria-hidden /> : null}
    </>
  );
}
