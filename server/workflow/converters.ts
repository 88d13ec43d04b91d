import { convertProspect } from '../persons/convertProspect.ts';
import type { Converter } from './conversion.ts';

/** The converters a workflow `convert` action may name. */
export const CONVERTERS: Readonly<Record<string, Converter>> = {
  prospectToPerson: convertProspect,
};
