import { useState } from 'react';
import { Button, Card, Table, Tag } from 'antd';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';

interface Check {
  name: string;
  ok: boolean;
  ms: number;
  detail: string;
}

/**
 * /tests: a self-test of this installation from the browser: the API answers, and every entity
 * collection can be listed by the current user (a permission refusal is reported, not hidden).
 */
export default function TestsPage() {
  const { data, registry, t } = useEngine();
  const [checks, setChecks] = useState<Check[]>([]);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    const results: Check[] = [];
    const timed = async (name: string, fn: () => Promise<string>) => {
      const start = performance.now();
      try {
        results.push({ name, ok: true, detail: await fn(), ms: Math.round(performance.now() - start) });
      } catch (err) {
        results.push({ name, ok: false, detail: (err as Error).message, ms: Math.round(performance.now() - start) });
      }
      setChecks([...results]);
    };
    await timed(t('API ping'), async () => JSON.stringify(await data.custom({ method: 'GET', path: '/api/core/ping' })));
    for (const info of registry.all().filter((i) => i.listRoute && !i.dyno)) {
      await timed(fillText(t('List {{path}}'), { path: info.apiPath }), async () => {
        const page = await data.getList({ entityName: info.name, offset: 0, size: 1 });
        return fillText(t('{{count}} record(s)'), { count: `${page.total ?? page.records.length}${page.totalIsLowerBound ? '+' : ''}` });
      });
    }
    setRunning(false);
  };

  const failed = checks.filter((c) => !c.ok).length;
  return (
    <Card title={t('Installation self-test')} extra={<Button type="primary" loading={running} onClick={() => void run()} data-testid="run-tests">{t('Run now')}</Button>}>
      {checks.length ? <p>{fillText(t('{{passed}} passed, {{failed}} failed'), { passed: checks.length - failed, failed })}</p> : <p>{t('Runs a ping and lists every collection as you.')}</p>}
      <Table<Check>
        rowKey="name"
        size="small"
        pagination={false}
        dataSource={checks}
        columns={[
          { title: t('Test'), dataIndex: 'name' },
          { title: t('Result'), dataIndex: 'ok', render: (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{t(ok ? 'Passed' : 'Failed')}</Tag> },
          { title: t('Time (ms)'), dataIndex: 'ms' },
          { title: t('Detail'), dataIndex: 'detail' },
        ]}
      />
    </Card>
  );
}
