import { useMemo, useState } from 'react';
import { Badge, Calendar, Card } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import useSWR from 'swr';
import { useEngine } from '../../../renderers/context/EngineContext.ts';

type Rec = Record<string, unknown>;

/** /calendar: the tenant's tasks by due date, a month at a time; a click opens the task. */
export default function CalendarPage() {
  const { data, navigate, registry, t } = useEngine();
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const from = month.startOf('month').subtract(7, 'day').format('YYYYMMDD');
  const to = month.endOf('month').add(7, 'day').format('YYYYMMDD');
  const { data: page } = useSWR(['calendar', from, to], () =>
    data.getList({ entityName: 'Task', offset: 0, size: 500, query: { dueDate: `${from}~${to}`, sort: 'dueDate' } }),
  );
  const byDay = useMemo(() => {
    const map = new Map<string, Rec[]>();
    for (const task of page?.records ?? []) {
      const day = typeof task.dueDate === 'string' ? task.dueDate.slice(0, 10) : undefined;
      if (day) map.set(day, [...(map.get(day) ?? []), task]);
    }
    return map;
  }, [page]);

  const cellRender = (date: Dayjs) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {(byDay.get(date.format('YYYY-MM-DD')) ?? []).map((task) => (
        <li key={String(task.registration)} onClick={() => navigate(registry.clientRoute('Task', String(task.registration)))} style={{ cursor: 'pointer' }}>
          <Badge status={task.completedDate ? 'success' : 'processing'} text={String(task.name ?? task.registration)} />
        </li>
      ))}
    </ul>
  );

  return (
    <Card title={t('Calendar')}>
      <Calendar value={month} onPanelChange={(d) => setMonth(d.startOf('month'))} cellRender={(d, info) => (info.type === 'date' ? cellRender(d) : info.originNode)} />
    </Card>
  );
}
