import { useContext, useEffect, useState } from 'react';
import { EngineContext } from '../context/EngineContext.ts';
import { loadLookupList } from './lookupLists.ts';
import type { ChoiceOption } from './selectOptions.ts';

/**
 * The options of a lookup list (empty while loading, without a list, or when the call fails), their
 * labels in `locale`, by default the user's (a status badge in French says "Actif", not "Active").
 */
export function useLookupList(name: string | undefined, asked?: string): { options: ChoiceOption[]; loading: boolean } {
  const env = useContext(EngineContext);
  const locale = asked ?? (typeof env?.user?.locale === 'string' ? env.user.locale : undefined);
  const [state, setState] = useState<{ key: string; options: ChoiceOption[] }>({ key: '', options: [] });
  const key = name && env ? `${locale ?? ''}|${name}` : '';
  useEffect(() => {
    if (!name || !env) return;
    let live = true;
    void loadLookupList(env.data, name, locale).then((options) => {
      if (live) setState({ key: `${locale ?? ''}|${name}`, options });
    });
    return () => {
      live = false;
    };
  }, [env, name, locale]);
  return { options: state.key === key ? state.options : [], loading: Boolean(key) && state.key !== key };
}
