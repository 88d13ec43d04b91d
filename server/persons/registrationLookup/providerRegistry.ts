import type { RegistrationProviderFactory } from './types.ts';

/** Name of the built-in provider (the tenant's own persons), used for a type the tenant did not configure. */
export const BUILT_IN_REGISTRATION_PROVIDER = 'tenant';

/** The registration lookup providers of a server, by name: `tenant`, `http`, and any a plugin registers. */
export class RegistrationProviders {
  private readonly byName = new Map<string, RegistrationProviderFactory>();

  /** Adds a provider, or replaces the one of the same name. */
  register(name: string, factory: RegistrationProviderFactory): void {
    this.byName.set(name, factory);
  }

  get(name: string): RegistrationProviderFactory | undefined {
    return this.byName.get(name);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }
}
