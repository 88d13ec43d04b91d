import { Row } from 'antd';
import type { ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { useT } from '../context/useT.ts';
import { toLabel } from '../../engine/registry/naming.ts';
import { fieldMeta } from '../fields/fieldMeta.ts';
import { GridCell } from './GridCell.tsx';

/** Default widths of seed 001 §9 on the 12-column grid: xs 12, sm 6, lg 4. */
const DEFAULT_COLS = { xs: 12, sm: 6, lg: 4 };

/** A type name (PascalCase, no space): the title of a shared shape, not a label. */
const SHAPE_NAME = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;

/** A property name (camelCase, no space). */
const PROPERTY_NAME = /^[a-z][a-zA-Z0-9]*$/;

/** antd counts 24 columns: each width of the 12-column grid is doubled. */
function spans(cols: Record<string, number | undefined>): Record<string, number> {
  return Object.fromEntries(Object.entries(cols).flatMap(([k, v]) => (typeof v === 'number' ? [[k, v * 2]] : [])));
}

function isWide(schema: unknown): boolean {
  const types = ([] as unknown[]).concat((schema as { type?: unknown } | undefined)?.type ?? []);
  return types.includes('object') || types.includes('array');
}

/**
 * Lays an object's fields on the 12-column grid from each field's colProps (default xs 12, sm 6,
 * lg 4); lists and nested objects without colProps take the full width.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, properties, uiSchema, schema, fieldPathId } = props;
  // the form's own object, whatever the form's id prefix (root_, quickAdd_...)
  const isRoot = fieldPathId?.path.length === 0;
  const drawnByField = Boolean(uiSchema?.['ui:field']);
  const t = useT();
  // a shape's own title ('PaymentPlanEntry', the name of its generated type) is no label for users
  // and a bare property name ('invoicing', rjsf's title when a field has none) is put in words
  const legend = title && !(title === schema.title && SHAPE_NAME.test(title)) ? (PROPERTY_NAME.test(title) ? toLabel(title) : title) : undefined;
  return (
    <fieldset className="tabula-object" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {!isRoot && !drawnByField && legend ? <legend>{t(legend)}</legend> : null}
      <Row gutter={[16, 8]}>
        {properties
          .filter((p) => !p.hidden)
          .map((p) => {
            const child = uiSchema?.[p.name] as UiSchema | undefined;
            const colProps = fieldMeta({ uiSchema: child }).colProps ?? (child?.['ui:options'] as { colProps?: Record<string, number> } | undefined)?.colProps;
            const cols = colProps ? spans({ ...colProps }) : isWide(schema.properties?.[p.name]) ? { xs: 24 } : spans(DEFAULT_COLS);
            return <GridCell key={p.name} cols={cols} content={p.content} />;
          })}
      </Row>
    </fieldset>
  );
}
