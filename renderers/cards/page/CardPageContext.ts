import { createContext, useContext } from 'react';
import type { CardLayout } from '../../../engine/cards/types.ts';

type Rec = Record<string, unknown>;

/** What the card page shares with its cards and its form layout template. */
export interface CardPageState {
  entityName: string;
  /** The saved record ({} for a new one) and its registration. */
  record: Rec;
  registration?: string;
  layout: CardLayout;
  routePath: string;
  isCollapsed: (key: string) => boolean;
  setCollapsed: (key: string, collapsed: boolean) => void;
  sideVisible: boolean;
  /** The person tab open in the Persons card. */
  personTab: number;
  setPersonTab: (index: number) => void;
  /** Scrolls to a field (opening its card and person tab) and highlights it for 2 s. */
  focusField: (path: string) => void;
  /** A card changed the record (a transition ran): the page takes the new version. */
  onRecordChange: (record: Rec) => void;
  /** The form has unsaved changes. */
  dirty: boolean;
  /** The record as typed now (the draft, else the saved record) and a subscription to each change of it (cards that preview it). */
  draft?: { current: () => Rec; subscribe: (listener: () => void) => () => void };
  /** The page is read-only (opened from a read-only list page): cards offer no writes. */
  readOnly: boolean;
}

const noop = () => {};

/** Outside a card page (tests, side views) cards work alone: every card open, nothing to focus. */
export const STANDALONE_PAGE: CardPageState = {
  entityName: '',
  record: {},
  layout: { left: [], right: [], workflowPosition: 'none', fieldOptions: {} },
  routePath: '',
  isCollapsed: () => false,
  setCollapsed: noop,
  sideVisible: true,
  personTab: 0,
  setPersonTab: noop,
  focusField: noop,
  onRecordChange: noop,
  dirty: false,
  readOnly: false,
};

export const CardPageContext = createContext<CardPageState>(STANDALONE_PAGE);

export function useCardPage(): CardPageState {
  return useContext(CardPageContext);
}
