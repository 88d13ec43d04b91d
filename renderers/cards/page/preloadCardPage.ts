import { preload } from 'swr';
import { layoutScriptName } from '../../../engine/cards/layoutScriptName.ts';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { preloadWorkflowInfo } from '../../workflow/useWorkflowInfo.ts';
import { prefetchScriptCode } from './fetchScriptCode.ts';
import { recordKeyOf } from './useRecordForm.ts';

/**
 * Asks what a record's card page needs first, from the click that opens it (a list row), so the
 * answers travel while the list page is taken down and the card page is drawn: the record (under
 * the key the card page reads it, see useRecordForm), the entity's workflow (header badge,
 * workflow card) and its layout script's code when the name does not depend on the record (all but
 * person-layout-{type}). The card page asks them again only when they are not on their way.
 */
export function preloadCardPage(data: DataProvider, entityName: string, key: string): void {
  const record = preload(recordKeyOf(entityName, key), () => data.getOne({ entityName, key })) as Promise<unknown>;
  record.catch(() => undefined); // a failure is the card page's to show, when it reads the record
  preloadWorkflowInfo(data, entityName);
  const name = layoutScriptName(entityName);
  if (name === layoutScriptName(entityName, { type: 'any' })) prefetchScriptCode(data, name);
}
