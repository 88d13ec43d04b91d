// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColumnDefinition } from '../../../schemas/generated/meta.ts';
import { defaultTableConfig, type TableConfig } from '../../../engine/lists/tableConfig.ts';
import { TableConfigPanel } from '../../../renderers/table/TableConfigPanel.tsx';
import { fakeEnv, withEnv } from './testEnv.tsx';

afterEach(cleanup);

const columns: ColumnDefinition[] = [{ name: 'registration' }, { name: 'status' }, { name: 'name' }];

function Harness({ onSave, onReset, seen }: { onSave: () => void; onReset: () => void; seen: (c: TableConfig) => void }) {
  const [config, setConfig] = useState(defaultTableConfig(columns, 20));
  seen(config);
  return <TableConfigPanel open columns={columns} config={config} defaultPageSize={20} saving={false} onChange={setConfig} onSave={onSave} onReset={onReset} onClose={() => {}} />;
}

describe('TableConfigPanel', () => {
  it('reorders and hides columns, switches the flags; Ctrl/Cmd+S saves, Reset resets', async () => {
    const onSave = vi.fn();
    const onReset = vi.fn();
    let last: TableConfig | undefined;
    render(withEnv(fakeEnv([]).env, <Harness onSave={onSave} onReset={onReset} seen={(c) => (last = c)} />));
    fireEvent.click(screen.getByTestId('config-column-name').querySelector('[aria-label="Move up"]')!);
    fireEvent.click(screen.getByTestId('config-column-registration').querySelector('input')!);
    fireEvent.click(screen.getByTestId('config-sideView'));
    fireEvent.click(screen.getByTestId('config-displaySearchFiltersOnLoad'));
    expect(last?.columns).toEqual([
      { name: 'registration', hidden: true },
      { name: 'name', hidden: false },
      { name: 'status', hidden: false },
    ]);
    expect(last?.sideView).toBe(true);
    expect(last?.displaySearchFiltersOnLoad).toBe(true);
    await act(async () => {
      fireEvent.keyDown(window, { key: 's', code: 'KeyS', metaKey: true });
    });
    expect(onSave).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('config-reset'));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
