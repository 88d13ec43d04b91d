import type { Migration } from '../../db/migration.ts';

/**
 * SAML sessions: the name id (and its format) and the session index the identity provider gave,
 * kept with the SSO session so that logout can name them in its LogoutRequest. SAML sign-in
 * requests are kept in sso_states (the AuthnRequest ID as state) and need no nonce nor verifier.
 */
export const SAML_SESSIONS_MIGRATION: Migration = {
  version: 55,
  name: 'saml sessions',
  sql: `
    ALTER TABLE sso_sessions ADD COLUMN name_id text, ADD COLUMN name_id_format text, ADD COLUMN session_index text;
    ALTER TABLE sso_states ALTER COLUMN nonce DROP NOT NULL, ALTER COLUMN verifier DROP NOT NULL;`,
};
