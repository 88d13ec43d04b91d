import { useEffect } from 'react';
import { Alert, Skeleton } from 'antd';
import useSWR from 'swr';
import { fillText } from '../../engine/i18n/fillText.ts';
import { resolveLayout } from '../../engine/cards/resolveLayout.ts';
import { normalizeLayout } from '../../engine/cards/normalizeLayout.ts';
import { useEngine } from '../context/EngineContext.ts';
import type { CardProps } from './CardProps.ts';
import { fetchScriptCode } from './page/fetchScriptCode.ts';
import { useLayoutRunner } from './page/LayoutRunnerContext.ts';
import { CardElements } from './parts/CardElements.tsx';

/**
 * Extension: elements computed by a tenant layout script named in the card's `layoutScriptName`
 * (run in the script sandbox with the record); the messages of seed 000 §8.2 are notified when
 * the name is missing or the script has no execute(); without a sandbox it says so.
 */
export function ExtensionCard({ spec, entityName, record }: CardProps) {
  const { data, notify, t } = useEngine();
  const runner = useLayoutRunner();
  const name = typeof spec.props.layoutScriptName === 'string' ? spec.props.layoutScriptName : undefined;
  const empty = () => normalizeLayout({ left: [] });
  const { data: resolved } = useSWR(['extension', name ?? '', String(record._version ?? ''), runner ? 1 : 0], () =>
    resolveLayout({ layoutScriptName: name, fetchCode: (n) => fetchScriptCode(data, n), runner, ctx: { entity: entityName, data: record, mode: 'view', params: spec.props }, fallback: empty }),
  );
  useEffect(() => {
    for (const m of resolved?.messages ?? []) notify(m.level, m.text);
  }, [resolved, notify]);
  if (!resolved) return <Skeleton active />;
  const elements = [...resolved.layout.left, ...resolved.layout.right].flatMap((c) => c.elements);
  if (resolved.source === 'default') {
    const why = resolved.messages[0]?.text ?? fillText(t('Layout script {{name}} does not exist for this tenant'), { name: name ?? '' });
    return <Alert type="info" showIcon title={t('Extension not shown')} description={why} />;
  }
  return <CardElements elements={elements} entityName={entityName} record={record} />;
}
