import { useState } from 'react';
import { Button, DatePicker, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';
import type { CardProps } from './CardProps.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';

/** Tasks: the tasks about this record (Task by entityName and entityRegistration), and a quick add. */
export function TasksCard({ entityName, registration }: CardProps) {
  const { data, notify } = useEngine();
  const [name, setName] = useState('');
  const [due, setDue] = useState<Dayjs | null>(null);
  const [reload, setReload] = useState(0);
  if (!registration) return <p>Save the record to add tasks.</p>;
  const add = async () => {
    try {
      await data.create({ entityName: 'Task', data: { name: name.trim(), entityName, entityRegistration: registration, dueDate: due ? due.format('YYYY-MM-DD') : null } });
      setName('');
      setDue(null);
      setReload((n) => n + 1);
    } catch (err) {
      notify('error', errorText(err));
    }
  };
  return (
    <>
      <RelatedTable
        entityName="Task"
        reloadKey={reload}
        query={{ entityName, entityRegistration: registration, sort: 'dueDate' }}
        columns={[
          { name: 'registration', title: 'Registration' },
          { name: 'name', title: 'Task' },
          { name: 'status', title: 'Status' },
          { name: 'assignee', title: 'Assignee' },
          { name: 'dueDate', title: 'Due' },
        ]}
      />
      <Space.Compact style={{ marginTop: 8, width: '100%' }}>
        <Input aria-label="New task" placeholder="New task" value={name} onChange={(e) => setName(e.target.value)} />
        <DatePicker aria-label="Due date" value={due} onChange={setDue} />
        <Button disabled={!name.trim()} onClick={() => void add()}>
          Add
        </Button>
      </Space.Compact>
    </>
  );
}
