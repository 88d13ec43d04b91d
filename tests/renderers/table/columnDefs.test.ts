import { describe, expect, it } from 'vitest';
import { CellValue } from '../../../renderers/table/CellValue.tsx';
import { toColDef } from '../../../renderers/table/columnDefs.ts';

describe('grid columns', () => {
  const open = () => undefined;
  const same = (key: string) => key;

  it('draws a lookup list column with the cell renderer that shows the label, never the code', () => {
    const def = toColDef({ name: 'type', title: 'Type', select: 'personType' }, open, same);
    expect(def.cellRenderer).toBe(CellValue);
    expect(def.valueFormatter).toBeUndefined();
  });

  it('keeps plain text columns as formatted text (no component per cell)', () => {
    const def = toColDef({ name: 'name', title: 'Name' }, open, same);
    expect(def.cellRenderer).toBeUndefined();
    expect(typeof def.valueFormatter).toBe('function');
  });

  it('translates the header: the title, else the field name in words', () => {
    const french: Record<string, string> = { 'Start date': 'Date de début', 'Due date': "Date d'échéance" };
    const t = (key: string) => french[key] ?? key;
    expect(toColDef({ name: 'startDate', title: 'Start date' }, open, t).headerName).toBe('Date de début');
    expect(toColDef({ name: 'dueDate' }, open, t).headerName).toBe("Date d'échéance");
  });
});
