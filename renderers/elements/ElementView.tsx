import { Suspense } from 'react';
import { Skeleton, Typography } from 'antd';
import { ElementBoundary } from './ElementBoundary.tsx';
import type { ElementProps } from './ElementProps.ts';
import { resolveElement } from './index.ts';

/** One layout element: its title, its renderer (lazy ones behind a placeholder), its error boundary. */
export function ElementView(props: ElementProps) {
  const Renderer = resolveElement(props.element.type);
  return (
    <section data-element={props.element.type} style={{ marginBottom: 12 }}>
      {props.element.title && props.element.type !== 'error' && <Typography.Title level={5}>{props.element.title}</Typography.Title>}
      <ElementBoundary type={props.element.type}>
        <Suspense fallback={<Skeleton active />}>
          <Renderer {...props} />
        </Suspense>
      </ElementBoundary>
    </section>
  );
}
