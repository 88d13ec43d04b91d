/**
 * The card page model (seed 002 §2.9): a left column and an optional right (side) column of cards;
 * a card has a kind (its renderer), a title, and either form fields, layout elements or props.
 */

/** A layout element inside a card (`kpi`, `table`, `map`...): its type and everything else it says. */
export interface ElementSpec {
  type: string;
  title?: string;
  props: Record<string, unknown>;
}

export interface CardAction {
  label: string;
  /** A client route or an absolute URL. */
  href: string;
}

export interface CardSpec {
  /** Unique within the layout. */
  key: string;
  /** Renderer name: Assets, Documents, Workflow... (seed 002 §2.9). */
  kind: string;
  title: string;
  collapsible: boolean;
  /** Initial state when nothing is remembered for this card. */
  collapsed: boolean;
  /** Link to an external page shown in the header. */
  link?: string;
  action?: CardAction;
  /** Root form fields this card draws (the form card and the group cards). */
  fields: string[];
  elements: ElementSpec[];
  props: Record<string, unknown>;
}

/** Where the sticky workflow card sits: above both columns, on top of the side column, or nowhere. */
export type WorkflowPosition = 'top' | 'side' | 'none';

/** Per-field options a layout sets on the page's form (e.g. `{name: 'status', readOnly: true}`). */
export interface FieldOptions {
  readOnly?: boolean;
  hidden?: boolean;
}

export interface CardLayout {
  left: CardSpec[];
  right: CardSpec[];
  workflowPosition: WorkflowPosition;
  /** By root field name. */
  fieldOptions: Record<string, FieldOptions>;
}
