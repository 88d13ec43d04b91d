import { useState } from 'react';
import { Collapse } from 'antd';
import useSWR from 'swr';
import { useEngine } from '../context/EngineContext.ts';
import { CreateUserModal } from '../cards/relations/CreateUserModal.tsx';
import { RelationsDiagram } from '../cards/relations/RelationsDiagram.tsx';
import { usePersonUsers } from '../cards/relations/usePersonUsers.ts';
import { loadUsersDiagram } from '../cards/relations/usersDiagramGraph.ts';
import { showsUsername, WRITE_USERS } from '../widgets/quickAddPerson.ts';

/**
 * The users page's organization relations diagram (seed 002 §2.5, §8), loaded when the panel is
 * opened: the relations around the current person (loadUsersDiagram), each user's username under its
 * person. A click on a person that is a user opens that user; on any other person the info 'Not a
 * user', with a Create user button for an individual when the caller may write users.
 */
export function OrganizationsPanel() {
  const { data, navigate, notify, registry, t, can } = useEngine();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState<string | null>(null);
  const { data: diagram, isLoading } = useSWR(open ? ['users-diagram'] : null, () => loadUsersDiagram(data));
  const users = usePersonUsers(diagram?.graph.persons.map((p) => p.registration) ?? []);

  const openPerson = (registration: string) => {
    const username = users.usernames.get(registration);
    if (username) return navigate(registry.clientRoute('User', username));
    const type = diagram?.graph.persons.find((p) => p.registration === registration)?.type;
    const mayCreate = showsUsername(type, Boolean(can?.(WRITE_USERS)));
    notify('info', t('Not a user'), mayCreate ? { label: t('Create user'), run: () => setCreating(registration) } : undefined);
  };

  return (
    <>
      <Collapse
        size="small"
        style={{ marginBottom: 12 }}
        activeKey={open ? ['organizations'] : []}
        onChange={(keys) => setOpen((Array.isArray(keys) ? keys : [keys]).includes('organizations'))}
        items={[{
          key: 'organizations',
          label: t('Organizations'),
          children: (
            <div data-testid="organizations-diagram">
              <RelationsDiagram graph={diagram?.graph} center={diagram?.center ?? ''} loading={isLoading} usernames={users.usernames} onOpen={openPerson} />
            </div>
          ),
        }]}
      />
      <CreateUserModal
        registration={creating}
        onClose={() => setCreating(null)}
        onCreated={() => {
          setCreating(null);
          void users.reload();
        }}
      />
    </>
  );
}
