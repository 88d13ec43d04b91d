import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import type { Migration } from '../db/migration.ts';
import { indexName } from '../db/entityIndexes.ts';

/** The database channel of configuration changes (see server/events/configEvents.ts). */
export const CONFIG_CHANNEL = 'tabula_config';

/**
 * Scripts and lists as data (issue 6), applied after the entity tables exist:
 * - a name is unique per tenant (scripts and lists are fetched by name);
 * - a Script's `version` field follows the row version (each save increments it);
 * - every insert, update or delete of a Script or List notifies CONFIG_CHANNEL at commit, whoever
 *   wrote it (API, check-config, seeding), so every server instance can push the change to its
 *   clients of that tenant (hot reload).
 */
export function scriptsMigration(registry: EntityRegistry): Migration {
  const scripts = registry.get('Script').table;
  const lists = registry.get('List').table;
  return {
    version: 60,
    name: 'scripts-as-data',
    sql: `
      CREATE UNIQUE INDEX IF NOT EXISTS ${indexName(scripts, 'name_unique')} ON ${scripts} (tenant, name);
      CREATE UNIQUE INDEX IF NOT EXISTS ${indexName(lists, 'name_unique')} ON ${lists} (tenant, name);
      CREATE OR REPLACE FUNCTION tabula_script_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.data := jsonb_set(NEW.data, '{version}', to_jsonb(NEW.version));
        RETURN NEW;
      END $$;
      CREATE OR REPLACE FUNCTION tabula_config_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        r record;
      BEGIN
        IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
        PERFORM pg_notify('${CONFIG_CHANNEL}', json_build_object(
          'tenant', r.tenant, 'kind', TG_ARGV[0], 'name', r.name, 'type', r.data ->> 'type',
          'version', r.version, 'action', TG_OP)::text);
        RETURN NULL;
      END $$;
      CREATE TRIGGER ${indexName(scripts, 'version')} BEFORE INSERT OR UPDATE ON ${scripts}
        FOR EACH ROW EXECUTE FUNCTION tabula_script_version();
      CREATE TRIGGER ${indexName(scripts, 'notify')} AFTER INSERT OR UPDATE OR DELETE ON ${scripts}
        FOR EACH ROW EXECUTE FUNCTION tabula_config_notify('script');
      CREATE TRIGGER ${indexName(lists, 'notify')} AFTER INSERT OR UPDATE OR DELETE ON ${lists}
        FOR EACH ROW EXECUTE FUNCTION tabula_config_notify('list');`,
  };
}
