import { useState } from 'react';
import { Button, Card, Table, Tag } from 'antd';
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
  const { data, registry } = useEngine();
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
    await timed('API ping', async () => JSON.stringify(await data.custom({ method: 'GET', path: '/api/core/ping' })));
    for (const info of registry.all().filter((i) => i.listRoute && !i.dyno)) {
      await timed(`List ${info.apiPath}`, async () => {
        const page = await data.getList({ entityName: info.name, offset: 0, size: 1 });
        return `${page.total ?? page.records.length}${page.totalIsLowerBound ? '+' : ''} record(s)`;
      });
    }
    setRunning(false);
  };

  const failed = checks.filter((c) => !c.ok).length;
  return (
    <Card title="Installation self-test" extra={<Button type="primary" loading={running} onClick={() => void run()} data-testid="run-tests">Run</Button>}>
      {checks.length ? <p>{checks.length - failed} passed, {failed} failed</p> : <p>Runs a ping and lists every collection as you.</p>}
      <Table<Check>
        rowKey="name"
        size="small"
        pagination={false}
        dataSource={checks}
        columns={[
          { title: 'Check', dataIndex: 'name' },
          { title: 'Result', dataIndex: 'ok', render: (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{ok ? 'passed' : 'failed'}</Tag> },
          { title: 'Time (ms)', dataIndex: 'ms' },
          { title: 'Detail', dataIndex: 'detail' },
        ]}
      />
    </Card>
  );
}
