// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { fieldData, prefetchFieldData } from '../../../renderers/cards/page/prefetchFieldData.ts';
import { useRecordLabels } from '../../../renderers/widgets/useRecordLabels.ts';
import { cardEnv, withEnv } from './cardEnv.tsx';

afterEach(cleanup);

const schema = {
  type: 'object',
  properties: {
    dealer: { type: 'string', 'x-field': { type: 'entitySearch', query: { entityName: 'Person' } } },
    persons: { type: 'array', items: { type: 'object', properties: { personRegistration: { type: 'string', 'x-field': { type: 'entitySearch' } }, role: { type: 'string' } } } },
    assets: { type: 'array', items: { type: 'object', properties: { assetRegistration: { type: 'string', 'x-field': { type: 'entitySearch', query: { entityName: 'Asset' } } } } }, 'x-field': { type: 'assetLines' } },
    agreementRegistration: { type: 'string', 'x-field': { type: 'entitySearch', query: { entityName: 'Agreement' } } },
    empty: { type: 'string', 'x-field': { type: 'entitySearch' } },
  },
};
const record = { registration: 'CTR1', dealer: 'SIR9', assets: [{ assetRegistration: 'AST1' }], persons: [{ personRegistration: 'SIR1', role: 'CLIENT' }, { personRegistration: 'SIR2', role: 'GUARANTOR' }] };

describe('prefetchFieldData', () => {
  it("finds the entity searches with a value (array items included, not the asset lines' own, drawn in a dialog) and the asset lines table", () => {
    expect(fieldData(schema, record, (root) => root !== 'agreementRegistration')).toEqual({
      labels: [
        { entityName: 'Person', registrations: ['SIR9'] },
        { entityName: 'Person', registrations: ['SIR1'] },
        { entityName: 'Person', registrations: ['SIR2'] },
      ],
      assetLines: true,
    });
    expect(fieldData({ type: 'object', properties: { name: { type: 'string' } } }, { name: 'x' })).toEqual({ labels: [], assetLines: false });
    expect(fieldData(schema, { ...record, agreementRegistration: 'AGR1' }, (root) => root === 'agreementRegistration').labels).toEqual([{ entityName: 'Agreement', registrations: ['AGR1'] }]);
  });

  it('asks nothing from a collection the user may not read, nor for fields the page does not draw', () => {
    const { env } = cardEnv();
    const asked: string[] = [];
    const data: DataProvider = { ...env.data, getList: async (p) => (asked.push(`${p.entityName} ${String(p.query?.registration ?? '')}`), { records: [], offset: 0, size: p.size, continues: false }) };
    const can = (permission: string) => !['read /api/person/persons', 'read /api/core/taxes'].includes(permission);
    prefetchFieldData(data, env.registry, schema, { ...record, agreementRegistration: 'AGR1' }, (root) => root !== 'dealer', can);
    expect(asked).toEqual(['Agreement AGR1']);
  });

  it("asks the labels of every field of an entity in one call and the taxes before the form is drawn; each field then takes its own without asking again", async () => {
    const { env } = cardEnv();
    const asked: string[] = [];
    const people: Record<string, string> = { SIR1: 'Bonnet Transport SAS', SIR2: 'Alice Martin', SIR9: 'Garage Dupont' };
    const data: DataProvider = {
      ...env.data,
      getList: async (p) => {
        asked.push(`${p.entityName} ${JSON.stringify(p.query ?? {})}`);
        const regs = String(p.query?.registration ?? '').split(',');
        return { records: p.entityName === 'Person' ? regs.map((reg) => ({ registration: reg, name: people[reg] })) : [], offset: 0, size: p.size, continues: false };
      },
    };
    prefetchFieldData(data, env.registry, schema, record, () => true);
    expect(asked).toEqual(['Person {"registration":"SIR9,SIR1,SIR2","projection":"registration,name","count":"false"}', 'Tax {}']);
    const wrapper = ({ children }: { children: ReactNode }) => withEnv({ ...env, data }, children);
    const { result } = renderHook(() => [useRecordLabels('Person', ['SIR1']), useRecordLabels('Person', ['SIR2'])], { wrapper });
    await waitFor(() => expect(result.current[0].get('SIR1')).toBe('Bonnet Transport SAS (SIR1)'));
    await waitFor(() => expect(result.current[1].get('SIR2')).toBe('Alice Martin (SIR2)'));
    // each field reads its own records only
    expect([...result.current[0].keys()]).toEqual(['SIR1']);
    expect([...result.current[1].keys()]).toEqual(['SIR2']);
    expect(asked).toHaveLength(2);
  });
});
