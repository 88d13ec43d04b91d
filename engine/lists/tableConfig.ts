import type { ColumnDefinition } from '../../schemas/generated/meta.ts';

/** One column of the table configuration: its place is its index. */
export interface ColumnSetting {
  name: string;
  hidden: boolean;
}

/**
 * The table configuration of a list page (seed 001 §3 "User preference"), saved per route path as a
 * user preference: column order and visibility, page size, side view, filters popup and on load.
 */
export interface TableConfig {
  columns: ColumnSetting[];
  pageSize: number;
  /** Links of the rows open in the side view instead of the page. */
  sideView: boolean;
  /** The advanced search opens in a modal (default) rather than a panel. */
  advancedSearchInModal: boolean;
  /** The advanced search is open when the page loads. */
  displaySearchFiltersOnLoad: boolean;
}

/** Columns the configuration may show: `available: false` removes a column altogether. */
export function configurableColumns(columns: readonly ColumnDefinition[]): ColumnDefinition[] {
  return columns.filter((c) => c.available !== false);
}

/** The configuration of a page nobody configured: the definition's columns and page size. */
export function defaultTableConfig(columns: readonly ColumnDefinition[], pageSize: number, advancedSearchInModal = true): TableConfig {
  return {
    columns: configurableColumns(columns).map((c) => ({ name: c.name, hidden: Boolean(c.hidden) })),
    pageSize,
    sideView: false,
    advancedSearchInModal,
    displaySearchFiltersOnLoad: false,
  };
}

/**
 * A saved configuration over the defaults: saved columns keep their order and visibility, columns
 * the definition no longer has are dropped, new ones are appended with their default visibility.
 */
export function mergeTableConfig(defaults: TableConfig, saved: Partial<TableConfig> | undefined): TableConfig {
  if (!saved) return defaults;
  const known = new Map(defaults.columns.map((c) => [c.name, c]));
  const columns = (Array.isArray(saved.columns) ? saved.columns : [])
    .filter((c) => c && known.has(c.name))
    .map((c) => ({ name: c.name, hidden: Boolean(c.hidden) }));
  for (const c of defaults.columns) if (!columns.some((s) => s.name === c.name)) columns.push(c);
  const flag = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
  return {
    columns,
    pageSize: typeof saved.pageSize === 'number' && saved.pageSize > 0 ? saved.pageSize : defaults.pageSize,
    sideView: flag(saved.sideView, defaults.sideView),
    advancedSearchInModal: flag(saved.advancedSearchInModal, defaults.advancedSearchInModal),
    displaySearchFiltersOnLoad: flag(saved.displaySearchFiltersOnLoad, defaults.displaySearchFiltersOnLoad),
  };
}

/** The columns in configured order, each with its configured visibility. */
export function orderedColumns(columns: readonly ColumnDefinition[], config: TableConfig): ColumnDefinition[] {
  const byName = new Map(configurableColumns(columns).map((c) => [c.name, c]));
  return config.columns
    .filter((s) => byName.has(s.name))
    .map((s) => ({ ...byName.get(s.name)!, hidden: s.hidden }));
}

/** Moves a column from one place to another. */
export function moveColumn(config: TableConfig, from: number, to: number): TableConfig {
  if (from === to || to < 0 || to >= config.columns.length) return config;
  const columns = [...config.columns];
  const [moved] = columns.splice(from, 1);
  columns.splice(to, 0, moved);
  return { ...config, columns };
}

/** Shows or hides a column. */
export function setColumnHidden(config: TableConfig, name: string, hidden: boolean): TableConfig {
  return { ...config, columns: config.columns.map((c) => (c.name === name ? { ...c, hidden } : c)) };
}

/** Page sizes offered: 5, 10, the default, 25, 50, 100 (seed 001 §9). */
export function pageSizeOptions(defaultSize: number): number[] {
  return [...new Set([5, 10, defaultSize, 25, 50, 100])].sort((a, b) => a - b);
}
