import { useContext, useMemo, useRef, useState } from 'react';
import { EngineContext } from '../context/EngineContext.ts';
import type { AddressValue } from '../../engine/validation/index.ts';
import { restAddressProvider, type AddressProvider } from './addressProvider.ts';
import type { ChoiceOption } from './selectOptions.ts';

function newToken(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());
}

/**
 * Address autocomplete through a provider (the form's, else the REST one): suggestions for typed
 * text (3 characters or more) and the detail of a chosen one. One session token is kept until a
 * detail lookup completes (seed 001 §4). Without a provider nothing is suggested.
 */
export function useAddressSuggestions(own?: AddressProvider) {
  const env = useContext(EngineContext);
  const provider = useMemo(() => own ?? (env ? restAddressProvider(env.data) : undefined), [own, env]);
  const token = useRef(newToken());
  const [options, setOptions] = useState<ChoiceOption[]>([]);
  const suggest = (text: string) => {
    if (!provider || text.trim().length < 3) return setOptions([]);
    void provider.suggest(text, token.current).then(setOptions);
  };
  const detail = async (placeId: string): Promise<AddressValue | null> => {
    if (!provider) return null;
    const found = await provider.detail(placeId, token.current);
    token.current = newToken();
    return found;
  };
  return { options, suggest, detail };
}
