/** `?exclude=` of every transitions call made by the screens (seed 002 §7). */
export const TRANSITIONS_EXCLUDE = 'modals,printings,documents';

/** API paths of the transitions of an entity whose collection is at `apiPath`. */
export const transitionPaths = {
  selection: (apiPath: string) => `${apiPath}/transitions?exclude=${TRANSITIONS_EXCLUDE}`,
  record: (apiPath: string, registration: string) => `${apiPath}/${encodeURIComponent(registration)}/transitions?exclude=${TRANSITIONS_EXCLUDE}`,
  run: (apiPath: string, registration: string, code: string) => `${apiPath}/${encodeURIComponent(registration)}/transitions/${encodeURIComponent(code)}`,
  workflow: (entityName: string) => `/api/script/workflows/${encodeURIComponent(entityName)}`,
};
