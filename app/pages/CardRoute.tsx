import { useParams } from 'react-router-dom';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { GenericCardPage } from '../../renderers/pages/GenericCardPage.tsx';

/** A detail route: /{entity} (or /{entity}/new, like dyno pages) creates, /{entity}/{registration} opens. */
export default function CardRoute({ info }: { info: EntityInfo }) {
  const { key } = useParams();
  const recordKey = key === 'new' ? undefined : key;
  return <GenericCardPage key={`${info.name}:${recordKey ?? 'new'}`} entityName={info.name} recordKey={recordKey} />;
}
