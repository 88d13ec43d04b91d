import { layoutScriptName } from '../../../engine/cards/layoutScriptName.ts';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { preloadWorkflowInfo } from '../../workflow/useWorkflowInfo.ts';
import { prefetchScriptCode } from './fetchScriptCode.ts';
import { prefetchLookupLists } from './prefetchLookupLists.ts';
import { askRecordAhead } from './recordAhead.ts';

/**
 * Asks what a record's card page needs first, from the click that opens it (a list row), so the
 * answers travel while the list page is taken down and the card page is drawn: the record (taken
 * once by the card page within seconds, see recordAhead), the entity's workflow (header badge,
 * workflow card) and its layout script's code when the name does not depend on the record (all but
 * person-layout-{type}), and, given the form's schema, the lookup lists of its selects and header
 * (prefetchLookupLists, in the user's locale). The card page asks them again only when they are not
 * on their way.
 */
export function preloadCardPage(data: DataProvider, entityName: string, key: string, lists?: { schema: unknown; locale?: string; statusList?: string }): void {
  askRecordAhead(data, entityName, key);
  preloadWorkflowInfo(data, entityName);
  const name = layoutScriptName(entityName);
  if (name === layoutScriptName(entityName, { type: 'any' })) prefetchScriptCode(data, name);
  if (lists) prefetchLookupLists(data, lists.schema, lists.locale, lists.statusList);
}
