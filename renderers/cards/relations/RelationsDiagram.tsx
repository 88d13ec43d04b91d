import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button, Empty, Input, Radio, Skeleton, Space, Switch, Typography } from 'antd';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { depthChoices, DIAGRAM, filterByChoice, filterByText, treeRoot, type DepthChoice, type Hierarchy } from '../../../engine/relations/index.ts';
import { useEngine } from '../../context/EngineContext.ts';
import { useLookupList } from '../../widgets/useLookupList.ts';
import { relationsOption, type DiagramMode } from './relationsOption.ts';
import { useDiagramRenderer } from './useDiagramRenderer.ts';

const RelationsChart = lazy(() => import('./RelationsChart.tsx'));

interface Props {
  graph: Hierarchy | undefined;
  center: string;
  loading: boolean;
  /** Opens a person of the diagram. */
  onOpen: (registration: string) => void;
  /** The username of each person that is a user, shown under its name. */
  usernames?: ReadonlyMap<string, string>;
  /** Extra controls (the add-person button). */
  extra?: ReactNode;
}

/**
 * A relations diagram with its controls (seed 002 §2.7, §9): depth buttons (1 up to depth-2, All,
 * Companies when individuals and companies are both present; All at first), a text filter, an
 * expand/collapse size toggle (the large view at first above 10 persons), a network/tree toggle
 * (tree only when the links form one), the experimental renderer toggle (canvas instead of SVG), and
 * a summary of what is shown. Relation labels come from the relation lookup list.
 */
export function RelationsDiagram({ graph, center, loading, onOpen, usernames, extra }: Props) {
  const { t } = useEngine();
  const { options: relationItems } = useLookupList('relation');
  const { options: typeItems } = useLookupList('personType');
  const [choice, setChoice] = useState<DepthChoice>('all');
  const [text, setText] = useState('');
  const [sizeChosen, setSizeChosen] = useState<boolean | undefined>(undefined);
  const [mode, setMode] = useState<DiagramMode>('network');
  const [renderer, setRenderer] = useDiagramRenderer();

  const relations = useMemo(() => relationItems.map((o) => ({ value: String(o.value), label: o.label })), [relationItems]);
  const choices = useMemo(() => (graph ? depthChoices(graph, center) : (['all'] as DepthChoice[])), [graph, center]);
  // a choice the graph no longer offers (another person, a reload) falls back to All
  const current = choices.includes(choice) ? choice : 'all';
  const shown = useMemo(() => (graph ? filterByText(filterByChoice(graph, center, current), center, text) : undefined), [graph, center, current, text]);
  const isTree = shown ? treeRoot(shown) !== undefined : false;
  const large = sizeChosen ?? (shown?.persons.length ?? 0) > DIAGRAM.largeAbove;
  const typeLabel = (type: string | undefined) => (type ? String(typeItems.find((o) => o.value === type)?.label ?? type) : t('Person'));
  const choiceLabel = (c: DepthChoice) => (c === 'all' ? t('All') : c === 'companies' ? t('Companies') : String(c));

  if (loading) return <Skeleton active />;
  const drawnMode = isTree ? mode : 'network';
  const option = shown ? relationsOption({ graph: shown, center, mode: drawnMode, relations, typeLabel, usernames }) : undefined;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <span>{t('Depth')}</span>
        <Space.Compact>
          {choices.map((c) => (
            <Button key={String(c)} size="small" type={current === c ? 'primary' : 'default'} onClick={() => setChoice(c)} aria-pressed={current === c}>
              {choiceLabel(c)}
            </Button>
          ))}
        </Space.Compact>
        <Input.Search size="small" allowClear placeholder={t('Filter persons')} aria-label={t('Filter persons')} value={text} onChange={(e) => setText(e.target.value)} style={{ width: 200 }} />
        <Radio.Group size="small" value={drawnMode} onChange={(e) => setMode(e.target.value as DiagramMode)} optionType="button"
          options={[{ value: 'network', label: t('Network') }, { value: 'tree', label: t('Tree'), disabled: !isTree }]} />
        <Button size="small" onClick={() => setSizeChosen(!large)} aria-pressed={large}>{large ? t('Collapse') : t('Expand')}</Button>
        <Space size={4}>
          <Switch size="small" checked={renderer === 'canvas'} onChange={(on) => setRenderer(on ? 'canvas' : 'svg')} aria-label={t('Experimental renderer')} />
          <span>{t('Experimental renderer')}</span>
        </Space>
        {extra}
      </Space>
      <Typography.Text type="secondary" data-testid="relations-summary" data-count={shown?.persons.length ?? 0}>
        {fillText(t('{{persons}} persons, {{links}} links'), { persons: shown?.persons.length ?? 0, links: shown?.links.length ?? 0 })}
        {drawnMode === 'tree' ? ` ${t('Click a person to open or close its branch, double-click to open the person.')}` : ''}
      </Typography.Text>
      {!shown || shown.links.length === 0 ? (
        <Empty description={t('No relation')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <RelationsChart option={option as Record<string, unknown>} height={large ? DIAGRAM.largeHeight : DIAGRAM.smallHeight} renderer={renderer}
            openOn={drawnMode === 'tree' ? 'dblclick' : 'click'} onOpen={onOpen} />
        </Suspense>
      )}
    </Space>
  );
}
