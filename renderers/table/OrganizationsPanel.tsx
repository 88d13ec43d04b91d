import { useState } from 'react';
import { Collapse } from 'antd';
import useSWR from 'swr';
import { treeRoot, type Hierarchy, type HierarchyNode, type HierarchyLink } from '../../engine/relations/index.ts';
import { useEngine } from '../context/EngineContext.ts';
import { RelationsDiagram } from '../cards/relations/RelationsDiagram.tsx';

interface Organizations {
  organizations: HierarchyNode[];
  links: HierarchyLink[];
}

/** The organisation the diagram starts from: the tree's root, else the one with most links out. */
function centerOf(graph: Hierarchy): string | undefined {
  const root = treeRoot(graph);
  if (root) return root;
  const out = (r: string) => graph.links.filter((l) => l.source === r).length;
  return [...graph.persons].sort((a, b) => out(b.registration) - out(a.registration))[0]?.registration;
}

/**
 * The users page's organisations diagram (seed 002 §2.5): the tenant's organisations and the links
 * between them (GET /api/person/organizations-with-ascendants), loaded when the panel is opened; a
 * click opens the organisation. A load failure only ends the loading.
 */
export function OrganizationsPanel() {
  const { data, navigate, registry, t } = useEngine();
  const [open, setOpen] = useState(false);
  const { data: answer, isLoading } = useSWR<Organizations | undefined>(open ? ['organizations-with-ascendants'] : null, () =>
    data.custom<Organizations>({ method: 'GET', path: '/api/person/organizations-with-ascendants' }).catch(() => undefined),
  );
  const graph: Hierarchy | undefined = answer ? { persons: answer.organizations, links: answer.links } : undefined;
  const center = graph ? centerOf(graph) : undefined;
  return (
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
            <RelationsDiagram graph={graph} center={center ?? ''} loading={isLoading} onOpen={(r) => navigate(registry.clientRoute('Person', r))} />
          </div>
        ),
      }]}
    />
  );
}
