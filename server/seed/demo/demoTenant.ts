/** The tenant that gets the demo data; `test` and `support` stay empty. */
export const DEMO_TENANT = 'master';
/** Demo records are written by the system user, as the first start's other seeds. */
export const DEMO_USERNAME = 'system';
