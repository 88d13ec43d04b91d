import { describe, expect, it } from 'vitest';
import { CellValue } from '../../../renderers/table/CellValue.tsx';
import { toColDef } from '../../../renderers/table/columnDefs.ts';

describe('grid columns', () => {
  const open = () => undefined;

  it('draws a lookup list column with the cell renderer that shows the label, never the code', () => {
    const def = toColDef({ name: 'type', title: 'Type', select: 'personType' }, open);
    expect(def.cellRenderer).toBe(CellValue);
    expect(def.valueFormatter).toBeUndefined();
  });

  it('keeps plain text columns as formatted text (no component per cell)', () => {
    const def = toColDef({ name: 'name', title: 'Name' }, open);
    expect(def.cellRenderer).toBeUndefined();
    expect(typeof def.valueFormatter).toBe('function');
  });
});
