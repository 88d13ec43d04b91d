import { Col, Form, Row } from 'antd';
import type { SearchFieldDefinition } from '../../schemas/generated/meta.ts';
import { fieldLabel } from '../../engine/lists/fieldLabel.ts';
import { searchFieldType, type SearchValue, type SearchValues } from '../../engine/lists/SearchValues.ts';
import { useT } from '../context/useT.ts';
import { filterFor } from './filters/index.ts';

const DEFAULT_COLS = { xs: 12, sm: 6, lg: 4 };

interface SearchFormProps {
  fields: readonly SearchFieldDefinition[];
  values: SearchValues;
  onChange: (name: string, value: SearchValue | undefined) => void;
  onSubmit: () => void;
}

/** The advanced-search fields on a 12-column grid (seed 002 §2.9); hidden fields are not shown. */
export function SearchForm({ fields, values, onChange, onSubmit }: SearchFormProps) {
  const t = useT();
  return (
    <Form layout="vertical" component="div">
      <Row gutter={12}>
        {fields
          .filter((f) => !f.hidden)
          .map((field) => {
            const Filter = filterFor(searchFieldType(field));
            const id = `search-${field.name.replace(/[^\w-]/g, '_')}`;
            const span = { ...DEFAULT_COLS, ...field.colProps };
            const grid = Object.fromEntries(Object.entries(span).map(([k, v]) => [k, v * 2]));
            return (
              <Col key={field.name} {...grid}>
                <Form.Item label={t(fieldLabel(field))} htmlFor={id} data-testid={`search-field-${field.name}`}>
                  <Filter id={id} field={field} value={values[field.name]} onChange={(v) => onChange(field.name, v)} onSubmit={onSubmit} />
                </Form.Item>
              </Col>
            );
          })}
      </Row>
    </Form>
  );
}
