/** A JSON record as written through the entity store. */
export type Rec = Record<string, unknown>;

/**
 * A reference to a planned record, resolved to its registration when the world is written:
 * `@person:12`. Plans never hold registrations the database draws, so a plan is pure data.
 */
export type Ref = `@${string}:${number}`;

/** One step of the demo world, run in order by the writer. */
export type DemoOperation =
  /** Creates a record; `key` names it for later references. */
  | { op: 'create'; entity: string; key: Ref; data: Rec }
  /** Updates a planned record; `transition` lets the status change (as the workflow does). */
  | { op: 'update'; entity: string; key: Ref; data: Rec; transition: boolean }
  /** Stores a document (metadata and content) attached to a planned record. */
  | { op: 'document'; entity: string; owner: Ref; file: DemoFile; fields: { type: string; name: string } };

/** The content of a demo document: text, or a PDF the writer lays out. */
export interface DemoFile {
  fileName: string;
  kind: 'text' | 'pdf';
  title: string;
  lines: string[];
}

/** The countries of the demo lessor's market. */
/** The languages the demo world writes its texts in, besides English. */
export type DemoLanguage = 'fr' | 'de' | 'es' | 'it';

export type Country = 'FR' | 'DE' | 'ES' | 'IT';

/** A planned person, with what later generators need to know about it. */
export interface PlannedPerson {
  key: Ref;
  type: 'I' | 'P' | 'C' | 'O' | 'E';
  name: string;
  country: Country;
  roles: string[];
  /** For clients and suppliers: the business they are in (activities.ts). */
  activity?: string;
  /** The name of the person's first bank account (the invoicing entry of contracts names it). */
  bankAccountName?: string;
  data: Rec;
}

/** The whole generated world: the day it is drawn around and the operations to run, in order. */
export interface DemoWorld {
  referenceDate: string;
  operations: DemoOperation[];
}
