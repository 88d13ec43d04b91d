import { useMemo, useState } from 'react';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { PREFERENCE_TYPES, preferencesOf } from '../../engine/lists/preferences.ts';
import { defaultTableConfig, mergeTableConfig, type TableConfig } from '../../engine/lists/tableConfig.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';
import type { Preferences } from './usePreferences.ts';

export interface TableConfigState {
  config: TableConfig;
  defaults: TableConfig;
  saving: boolean;
  setConfig: (config: TableConfig) => void;
  save: () => Promise<void>;
  reset: () => Promise<void>;
}

/**
 * The table configuration of a route: the user's saved preference over the defaults, edits applied
 * at once, saved (Ctrl/Cmd+S) as a TABLE_CONFIGURATION preference whose groupId is the route path;
 * reset removes it and restores the defaults. Failures are shown (seed 001 §8).
 */
export function useTableConfig(route: string, columns: readonly ColumnDefinition[], pageSize: number, inModal: boolean, prefs: Preferences): TableConfigState {
  const { notify, t } = useEngine();
  const defaults = useMemo(() => defaultTableConfig(columns, pageSize, inModal), [columns, pageSize, inModal]);
  const stored = preferencesOf<Partial<TableConfig>>(prefs.all, PREFERENCE_TYPES.tableConfiguration, route)[0];
  const [draft, setDraft] = useState<TableConfig>();
  const [saving, setSaving] = useState(false);
  const config = useMemo(() => draft ?? mergeTableConfig(defaults, stored?.value), [draft, defaults, stored?.value]);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setSaving(true);
    try {
      await work();
      setDraft(undefined);
      notify('success', done);
    } catch (err) {
      notify('error', errorText(err));
    } finally {
      setSaving(false);
    }
  };
  const save = () =>
    run(() => prefs.save({ ...(stored?._id ? { _id: stored._id } : {}), groupId: route, type: PREFERENCE_TYPES.tableConfiguration, value: config }), t('Table configuration saved'));
  const reset = () => run(async () => (stored?._id ? prefs.remove(stored._id) : undefined), t('Table configuration reset'));
  return { config, defaults, saving, setConfig: setDraft, save, reset };
}
