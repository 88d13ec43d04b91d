/**
 * Pseudo-entities of seed 000 §2.7: names the shell and the permissions know that have no collection,
 * with the client route each one opens (our choice where the spec shows none).
 */
export const PSEUDO_ENTITY_ROUTES = {
  login: '/authentication/login-page',
  totp: '/authentication/login-page',
  cron: '/crons',
  import: '/imports',
  mail: '/communications',
  database: '/database/current-operations',
  dbdump: '/database/current-operations',
} as const;

export type PseudoEntity = keyof typeof PSEUDO_ENTITY_ROUTES;

/** The pseudo-entity names: login, totp, cron, import, mail, database, dbdump. */
export const PSEUDO_ENTITIES = Object.keys(PSEUDO_ENTITY_ROUTES) as PseudoEntity[];

export function isPseudoEntity(name: string): name is PseudoEntity {
  return Object.hasOwn(PSEUDO_ENTITY_ROUTES, name);
}
