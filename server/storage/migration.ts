import { tenantPolicySql, type Migration } from '../db/migration.ts';

/**
 * Content of attached documents (issue 9): one row per Document record, the bytes in a bytea
 * column, per tenant under row-level security (the same isolation as the records; works the same
 * on PGlite and on a PostgreSQL server, and needs no shared file system between instances).
 */
export const DOCUMENTS_MIGRATION: Migration = {
  version: 90,
  name: 'document-contents',
  sql: `
    CREATE TABLE document_contents (
      tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
      id uuid NOT NULL,
      content bytea NOT NULL,
      content_type text NOT NULL,
      size int NOT NULL,
      sha256 text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant, id)
    );
    ${tenantPolicySql('document_contents')}`,
};
