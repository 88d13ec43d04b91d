// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportHistory } from '../../../app/pages/special/ImportHistory.tsx';
import { ImportReport } from '../../../app/pages/special/ImportReport.tsx';
import { cardEnv, withEnv } from '../../renderers/cards/cardEnv.tsx';

const LABELS: Record<string, [string, string][]> = {
  importRunStatus: [['SUCCESS', 'Success'], ['WARNING', 'Warning'], ['ERROR', 'Error']],
  entityName: [['Person', 'Persons'], ['Asset', 'Assets']],
};
const lists = (_b: unknown, path: string) =>
  new URL(path, 'http://x').searchParams.get('lists')!.split(',').map((n) => (LABELS[n] ?? []).map(([value, label]) => ({ value, label })));

const RUNS = [
  { registration: 'IMP00000002', entityName: 'Person', fileName: 'crm.csv', username: 'ann@master', startDate: '2026-03-02T09:30:00.000Z', status: 'WARNING', created: 2, failed: 1, errors: [{ line: 2, code: 'INVALID_FIELD_VALUE', message: 'Type "X" is not in the list' }] },
  { registration: 'IMP00000001', entityName: 'Asset', fileName: 'stock.json', username: 'bob@master', startDate: '2026-03-01T08:00:00.000Z', status: 'SUCCESS', created: 5, failed: 0, errors: [] },
];

describe('/imports: the history of the import runs (GET /api/import/imports) and a run’s report', () => {
  it('lists the runs with their entity, file, user, counts and status labels, and opens a run onto its refused rows', async () => {
    const { env } = cardEnv({ ImportRun: RUNS }, { '/api/script/lists': lists });
    render(withEnv(env, <ImportHistory version={0} />));
    const table = await screen.findByTestId('import-history');
    expect(await within(table).findByText('crm.csv')).toBeTruthy();
    expect(within(table).getByText('stock.json')).toBeTruthy();
    expect(await within(table).findByText('Persons')).toBeTruthy();
    expect(within(table).getByText('Warning')).toBeTruthy();
    expect(within(table).getByText('Success')).toBeTruthy();
    expect(within(table).queryByText('WARNING')).toBeNull();
    expect(within(table).getByText('ann@master')).toBeTruthy();
    fireEvent.click(within(table).getAllByRole('button', { name: /expand/i })[0]);
    expect(await screen.findByText('Type "X" is not in the list')).toBeTruthy();
    expect(screen.getByText('{{created}} created, {{refused}} refused'.replace('{{created}}', '2').replace('{{refused}}', '1'))).toBeTruthy();
  });

  it('reports a run without refused rows as a success, with no table of reasons', () => {
    const { env } = cardEnv();
    const { container } = render(withEnv(env, <ImportReport run={RUNS[1]} />));
    expect(screen.getByText('5 created, 0 refused')).toBeTruthy();
    expect(container.querySelector('.ant-alert-success')).not.toBeNull();
    expect(container.querySelector('table')).toBeNull();
  });
});
