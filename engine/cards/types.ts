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
  /**
   * Where the root fields no card names go: `main` (the first card that names fields draws them;
   * the default layout and when absent) or `none` (not drawn: a layout script shows only the fields
   * it names, so a person of type I shows no company data; their values are kept and saved as they are).
   */
  otherFields?: OtherFields;
  /**
   * Set by a layout that has a detailed view (persons, prospects): whether this layout is the
   * detailed one. The page then shows a "Detailed view" switch that re-runs the script with
   * `params.detailed` flipped.
   */
  detailed?: boolean;
}

export type OtherFields = 'main' | 'none';
