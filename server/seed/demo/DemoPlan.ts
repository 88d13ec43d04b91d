import type { DemoRandom } from './random.ts';
import type { DemoFile, DemoOperation, Rec, Ref } from './types.ts';

/**
 * The demo world being planned: the operations in the order they will run, new references, and
 * the identifiers already used (registrations and names must be unique). Records are planned as
 * plain objects; a generator may still complete a planned record (a person's mandates once its
 * contracts are known) until the plan is written.
 */
export class DemoPlan {
  readonly operations: DemoOperation[] = [];
  private readonly counters = new Map<string, number>();
  private readonly taken = new Set<string>();

  constructor(
    readonly rng: DemoRandom,
    /** The day the world is drawn around (the first start's date, or a fixed one in tests). */
    readonly today: string,
  ) {}

  /** A new reference of a kind: `@contract:1`, `@contract:2` ... */
  ref(kind: string): Ref {
    const n = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, n);
    return `@${kind}:${n}`;
  }

  /** Draws until `draw` answers a value not used yet (per space: registrations, names ...). */
  unique(space: string, draw: () => string): string {
    for (let i = 0; i < 100; i += 1) {
      const value = draw();
      if (!this.taken.has(`${space}:${value}`)) {
        this.taken.add(`${space}:${value}`);
        return value;
      }
    }
    throw new Error(`no unique ${space} drawn`);
  }

  create(entity: string, key: Ref, data: Rec): Ref {
    this.operations.push({ op: 'create', entity, key, data });
    return key;
  }

  update(entity: string, key: Ref, data: Rec, transition = false): void {
    this.operations.push({ op: 'update', entity, key, data, transition });
  }

  document(entity: string, owner: Ref, file: DemoFile, fields: { type: string; name: string }): void {
    this.operations.push({ op: 'document', entity, owner, file, fields });
  }
}
