import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button, Empty, Input, Radio, Skeleton, Space, Typography } from 'antd';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { filterByDepth, filterByText, maxDepthOf, treeRoot, type Hierarchy } from '../../../engine/relations/index.ts';
import { useEngine } from '../../context/EngineContext.ts';
import { useLookupList } from '../../widgets/useLookupList.ts';
import { relationsOption, type DiagramMode } from './relationsOption.ts';

const RelationsChart = lazy(() => import('./RelationsChart.tsx'));

const SMALL = 360;
const LARGE = 640;

interface Props {
  graph: Hierarchy | undefined;
  center: string;
  loading: boolean;
  /** Opens a person of the diagram. */
  onOpen: (registration: string) => void;
  /** Extra controls (the add-person button). */
  extra?: ReactNode;
}

/**
 * A relations diagram with its controls (seed 002 §2.7): depth buttons (1..deepest, All), a text
 * filter, an expand/collapse size toggle, a network/tree toggle (tree only when the links form
 * one), and a summary of what is shown. Relation labels come from the relation lookup list.
 */
export function RelationsDiagram({ graph, center, loading, onOpen, extra }: Props) {
  const { t } = useEngine();
  const { options: relationItems } = useLookupList('relation');
  const { options: typeItems } = useLookupList('personType');
  const [depth, setDepth] = useState<number | undefined>(undefined);
  const [text, setText] = useState('');
  const [large, setLarge] = useState(false);
  const [mode, setMode] = useState<DiagramMode>('network');

  const relations = useMemo(() => relationItems.map((o) => ({ value: String(o.value), label: o.label })), [relationItems]);
  const shown = useMemo(() => (graph ? filterByText(filterByDepth(graph, center, depth), center, text) : undefined), [graph, center, depth, text]);
  const deepest = graph ? maxDepthOf(graph, center) : 0;
  const isTree = shown ? treeRoot(shown) !== undefined : false;
  const typeLabel = (type: string | undefined) => (type ? String(typeItems.find((o) => o.value === type)?.label ?? type) : t('Person'));

  if (loading) return <Skeleton active />;
  const option = shown ? relationsOption({ graph: shown, center, mode: isTree ? mode : 'network', relations, typeLabel }) : undefined;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <span>{t('Depth')}</span>
        <Space.Compact>
          {Array.from({ length: deepest }, (_, i) => i + 1).map((d) => (
            <Button key={d} size="small" type={depth === d ? 'primary' : 'default'} onClick={() => setDepth(d)} aria-pressed={depth === d}>
              {d}
            </Button>
          ))}
          <Button size="small" type={depth === undefined ? 'primary' : 'default'} onClick={() => setDepth(undefined)} aria-pressed={depth === undefined}>
            {t('All')}
          </Button>
        </Space.Compact>
        <Input.Search size="small" allowClear placeholder={t('Filter persons')} aria-label={t('Filter persons')} value={text} onChange={(e) => setText(e.target.value)} style={{ width: 200 }} />
        <Radio.Group size="small" value={isTree ? mode : 'network'} onChange={(e) => setMode(e.target.value as DiagramMode)} optionType="button"
          options={[{ value: 'network', label: t('Network') }, { value: 'tree', label: t('Tree'), disabled: !isTree }]} />
        <Button size="small" onClick={() => setLarge(!large)}>{large ? t('Collapse') : t('Expand')}</Button>
        {extra}
      </Space>
      <Typography.Text type="secondary" data-testid="relations-summary" data-count={shown?.persons.length ?? 0}>
        {fillText(t('{{persons}} persons, {{links}} links'), { persons: shown?.persons.length ?? 0, links: shown?.links.length ?? 0 })}
      </Typography.Text>
      {!shown || shown.links.length === 0 ? (
        <Empty description={t('No relation')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <RelationsChart option={option as Record<string, unknown>} height={large ? LARGE : SMALL} onOpen={onOpen} />
        </Suspense>
      )}
    </Space>
  );
}
