import { Space } from 'antd';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

/** legend: coloured swatches with their meaning, `items: [{color, label}]`. */
export function LegendElement({ element }: ElementProps) {
  const items = readProp.list(element.props, 'items');
  return (
    <Space wrap size={[16, 4]} role="list">
      {items.map((item, i) => (
        <span key={i} role="listitem" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, background: readProp.text(item, 'color', '#8c8c8c') }} />
          {readProp.text(item, 'label')}
        </span>
      ))}
    </Space>
  );
}
