import { mayShowCard } from '../../../engine/cards/cardEntity.ts';
import type { CardLayout, CardSpec } from '../../../engine/cards/types.ts';
import { WORKFLOW_CARD } from '../../../engine/cards/workflowCard.ts';
import type { EntityRegistry } from '../../../engine/registry/EntityRegistry.ts';
import { transitionPaths } from '../../../engine/workflow/transitionPaths.ts';
import { preloadLookupLists } from '../../widgets/lookupLists.ts';
import { askTransitionsAhead } from '../../workflow/useTransitions.ts';
import { preloadWorkflowInfo } from '../../workflow/useWorkflowInfo.ts';
import { askDocumentsAhead, documentsPath } from '../DocumentsCard.tsx';
import { invoicesQuery } from '../InvoicesCard.tsx';
import { NOTES_PAGE_SIZE, notesQuery } from '../NotesCard.tsx';
import { RELATED_PAGE_SIZE } from '../parts/RelatedTable.tsx';
import { askRecordsAhead } from '../parts/useRecords.ts';
import type { CardPrefetchContext } from './cardPrefetchContext.ts';
import { prefetchPersonsCard } from './prefetchPersonsCard.ts';

/** Asks, for one card of a layout, what its body asks once drawn; the body then takes the answers (askedAhead). */
export type CardPrefetch = (spec: CardSpec, ctx: CardPrefetchContext) => void;

/**
 * The cards whose data can be asked before they are drawn, by kind (the companion of the card
 * registry, cardRenderers): each asks exactly what the card's own hooks ask (the same query,
 * path and size), and the card's first load takes that answer instead of asking again.
 */
export const cardPrefetchers: Readonly<Record<string, CardPrefetch>> = {
  Persons: prefetchPersonsCard,
  Invoices(spec, { data, registry, entityName, registration, lists }) {
    askRecordsAhead(data, 'Invoice', invoicesQuery(spec.props, entityName, registration), RELATED_PAGE_SIZE);
    if (registry.has('Invoice')) lists.add(registry.get('Invoice').statusList);
    // the status badges of its rows take the colours of the invoices' workflow (unless already held)
    if (registry.has('Invoice')) preloadWorkflowInfo(data, 'Invoice');
  },
  Notes(_spec, { data, entityName, registration }) {
    askRecordsAhead(data, 'Note', notesQuery(entityName, registration), NOTES_PAGE_SIZE);
  },
  Documents(spec, { data, registry, entityName, registration }) {
    askDocumentsAhead(data, documentsPath(registry, entityName, registration, spec.props));
  },
  Workflow(_spec, { data, registry, entityName, registration, readOnly }) {
    if (!readOnly) askTransitionsAhead(data, transitionPaths.record(registry.get(entityName).apiPath, registration));
  },
};

/** Whether a card of the page draws its body: not collapsed, and one the user may see (mayShowCard, as CardSlot decides). */
export function cardIsOpen(card: CardSpec, registry: EntityRegistry, can: ((permission: string) => boolean) | undefined, isCollapsed: (key: string) => boolean): boolean {
  return !(card.collapsible && isCollapsed(card.key)) && mayShowCard(card, registry, can);
}

/**
 * Once a saved record's layout is known, asks what its open cards will ask once drawn (the
 * sticky workflow card included), so their answers travel while the page is drawn: drawn after
 * the form, the side cards asked them 300-400 ms after the row click (bench/cards). A collapsed
 * card draws nothing and asks nothing; neither does a card the user may not see (mayShowCard, as
 * CardSlot decides).
 */
export function prefetchCards(layout: CardLayout, page: Omit<CardPrefetchContext, 'lists'>, isCollapsed: (key: string) => boolean): void {
  const ctx: CardPrefetchContext = { ...page, lists: new Set() };
  const cards = [...layout.left, ...layout.right];
  if (layout.workflowPosition === 'side' || layout.workflowPosition === 'top') cards.push(WORKFLOW_CARD);
  for (const card of cards) {
    if (cardIsOpen(card, ctx.registry, ctx.can, isCollapsed) && Object.hasOwn(cardPrefetchers, card.kind)) cardPrefetchers[card.kind](card, ctx);
  }
  // the cards' lookup lists in one call, in the user's locale (as useLookupList asks them)
  if (ctx.lists.size) preloadLookupLists(ctx.data, [...ctx.lists], ctx.locale);
}
