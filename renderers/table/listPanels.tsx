import type { ComponentType } from 'react';
import { OrganizationsPanel } from './OrganizationsPanel.tsx';

/** The panels a list definition may name in `panels` (one registry for this extension point). */
export const listPanels: Record<string, ComponentType> = {
  organizations: OrganizationsPanel,
};

/** The named panels of a list, in order; an unknown name shows nothing. */
export function ListPanels({ names }: { names: readonly string[] }) {
  return (
    <>
      {names.map((name) => {
        const Panel = listPanels[name];
        return Panel ? <Panel key={name} /> : null;
      })}
    </>
  );
}
