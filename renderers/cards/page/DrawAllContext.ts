import { createContext, useContext } from 'react';

/**
 * Whether a card page must draw every card body and every field now (true outside a card page):
 * a card page draws what is on screen first and the rest in slices, until a save or a jump to a
 * field needs them all (the first invalid field is scrolled to, drawn or not yet).
 */
export const DrawAllContext = createContext(true);

export function useDrawAll(): boolean {
  return useContext(DrawAllContext);
}
