import { useState } from 'react';
import { Button, DatePicker, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';
import type { CardProps } from './CardProps.ts';
import { useCardPage } from './page/CardPageContext.ts';
import { RelatedTable } from './parts/RelatedTable.tsx';

/** Tasks: the tasks about this record (Task by entityName and entityRegistration), and a quick add. */
export function TasksCard({ entityName, registration }: CardProps) {
  // a read-only page (seed 002 §2.4) lists the tasks without adding any
  const { readOnly } = useCardPage();
  const { data, notify, t } = useEngine();
  const [name, setName] = useState('');
  const [due, setDue] = useState<Dayjs | null>(null);
  const [reload, setReload] = useState(0);
  if (!registration) return <p>{t('Save the record to add tasks.')}</p>;
  const add = async () => {
    try {
      await data.create({
        entityName: 'Task',
        data: {
          name: name.trim(),
          entityName,
          entityRegistration: registration,
          dueDate: due ? due.format('YYYY-MM-DD') : null,
        },
      });
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
          { name: 'registration', title: t('Registration') },
          { name: 'name', title: t('Task') },
          { name: 'status', title: t('Status') },
          { name: 'assignee', title: t('Assignee') },
          { name: 'dueDate', title: t('Due') },
        ]}
      />
      {!readOnly && (
        <Space.Compact style={{ marginTop: 8, width: '100%' }}>
          <Input
            aria-label={t('New task')}
            placeholder={t('New task')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <DatePicker aria-label={t('Due date')} value={due} onChange={setDue} />
          <Button disabled={!name.trim()} onClick={() => void add()}>
            {t('Add')}
          </Button>
        </Space.Compact>
      )}
    </>
  );
}
