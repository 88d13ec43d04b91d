/**
 * A capability's refusal that its script may read (status under 500): rethrown inside a
 * sandbox worker from the message the main thread sent back.
 */
export class CapabilityRefusal extends Error {
  readonly status = 400;

  constructor(message: string) {
    super(message);
    this.name = 'CapabilityRefusal';
  }
}
