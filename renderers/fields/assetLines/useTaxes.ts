import { useContext, useEffect, useState } from 'react';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { EngineContext } from '../../context/EngineContext.ts';
import { toTaxOptions, type TaxOption } from './lineModel.ts';

/** How long the tenant's taxes are reused before they are read again. */
const TAXES_TTL_MS = 5 * 60_000;
const cache = new WeakMap<DataProvider, { at: number; taxes: Promise<TaxOption[]> }>();

/** The tenant's taxes (Tax records: GET /api/core/taxes), read once per data provider and TTL; [] when the call fails. */
export function loadTaxes(data: DataProvider): Promise<TaxOption[]> {
  const held = cache.get(data);
  if (held && Date.now() - held.at < TAXES_TTL_MS) return held.taxes;
  const taxes = data
    .getList({ entityName: 'Tax', offset: 0, size: 500 })
    .then((page) => toTaxOptions(page.records).sort((a, b) => a.code.localeCompare(b.code)))
    .catch(() => {
      cache.delete(data);
      return [] as TaxOption[];
    });
  cache.set(data, { at: Date.now(), taxes });
  return taxes;
}

/** The tenant's taxes for the asset lines table (empty while loading or without an engine). */
export function useTaxes(): { taxes: TaxOption[]; loading: boolean } {
  const env = useContext(EngineContext);
  const [state, setState] = useState<{ data?: DataProvider; taxes: TaxOption[] }>({ taxes: [] });
  useEffect(() => {
    if (!env) return;
    let live = true;
    void loadTaxes(env.data).then((taxes) => {
      if (live) setState({ data: env.data, taxes });
    });
    return () => {
      live = false;
    };
  }, [env]);
  const ready = Boolean(env) && state.data === env?.data;
  return { taxes: ready ? state.taxes : [], loading: Boolean(env) && !ready };
}
