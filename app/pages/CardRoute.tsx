import { useParams } from 'react-router-dom';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { GenericCardPage } from '../../renderers/pages/GenericCardPage.tsx';

/** A detail route: /{entity} creates, /{entity}/{registration} opens. */
export default function CardRoute({ info }: { info: EntityInfo }) {
  const { key } = useParams();
  return <GenericCardPage key={`${info.name}:${key ?? 'new'}`} entityName={info.name} recordKey={key} />;
}
