import { Col, Row } from 'antd';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** Default grid of seed 001 §9: xs 12, sm 6, lg 4 on a 12-column grid (antd counts 24). */
const DEFAULT_COLS = { xs: 12, sm: 6, lg: 4 };

function span(cols: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(cols).map(([k, v]) => [k, v * 2]));
}

/** Lays an object's fields on the grid; nested objects and arrays take the full width. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, properties, uiSchema, schema, fieldPathId } = props;
  const isRoot = fieldPathId?.$id === 'root';
  return (
    <fieldset className="tabula-object">
      {!isRoot && title ? <legend>{title}</legend> : null}
      <Row gutter={[16, 8]}>
        {properties
          .filter((p) => !p.hidden)
          .map((p) => {
            const propSchema = schema.properties?.[p.name] as { type?: unknown } | undefined;
            const types = ([] as unknown[]).concat(propSchema?.type ?? []);
            const wide = types.includes('object') || types.includes('array');
            const options = (uiSchema?.[p.name] as { 'ui:options'?: { colProps?: Record<string, number> } })?.['ui:options'];
            const cols = wide ? { xs: 24 } : span(options?.colProps ?? DEFAULT_COLS);
            return (
              <Col key={p.name} {...cols}>
                {p.content}
              </Col>
            );
          })}
      </Row>
    </fieldset>
  );
}
