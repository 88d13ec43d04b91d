import type { UserConfiguration } from '../../schemas/generated/shapes.ts';

let current: UserConfiguration | null = null;

/**
 * The user configuration of the signed-in user, for code outside React (the shell's menu builder).
 * The AuthProvider sets it before the shell renders, and clears it on sign-out.
 */
export const userConfigurationStore = {
  get: (): UserConfiguration | null => current,
  set: (config: UserConfiguration | null): void => {
    current = config;
  },
};
