import { MAX_OFFSET } from '../../engine/query/parseRange.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Scenario } from './report.ts';
import { benchRegistration } from './seed.ts';

/**
 * The scenarios of bench/api (issue 4 item 9, plus an exact count and a breakdown) on an entity of
 * `rows` records: the paths each one requests in turn. bench/api.ts loads them; bench/api/profile.ts
 * profiles the server under one of them.
 */
export function apiScenarios(info: EntityInfo, rows: number): Scenario[] {
  const base = info.apiPath;
  const q = (query: string) => `${base}?${query}`;
  const deep = Math.min(MAX_OFFSET, Math.floor(rows / 2));
  const registrations = Array.from({ length: 500 }, (_, i) => benchRegistration(info, 1 + Math.floor(((i * 7919) % 1000) * (rows / 1000))));
  return [
    { key: 'status', label: 'list page 1 by status', paths: ['ACTIVE', 'TERMINATED', 'DRAFT', 'SUSPENDED'].map((s) => q(`range=0-19&status=${s}`)) },
    { key: 'regex', label: 'regex search on name (/bonn/i ...)', paths: ['bonn', 'merc', 'gira'].map((t) => q(`range=0-19&name=${encodeURIComponent(`/${t}/i`)}`)) },
    { key: 'get', label: 'GET one by registration', paths: registrations.map((r) => `${base}/${r}`) },
    { key: 'deep', label: `deep page (range=${deep}-${deep + 19})`, paths: [q(`range=${deep}-${deep + 19}`)] },
    { key: 'count', label: 'count (range=0-0, capped total)', paths: ['ACTIVE', 'TERMINATED', 'DRAFT'].map((s) => q(`range=0-0&status=${s}`)) },
    { key: 'exact', label: 'exact count by status (count=exact)', paths: ['ACTIVE', 'TERMINATED', 'DRAFT'].map((s) => q(`range=0-0&status=${s}&count=exact`)) },
    { key: 'breakdown', label: 'breakdown=status (KPI strip)', paths: [q('range=0-0&breakdown=status')] },
    { key: 'dashboard', label: 'home dashboard (/api/core/dashboard)', paths: ['/api/core/dashboard'] },
  ];
}
