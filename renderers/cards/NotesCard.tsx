import { useState } from 'react';
import { Button, Input, List, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { formatDate } from '../../engine/format/formatDate.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';
import type { CardProps } from './CardProps.ts';
import { useCardPage } from './page/CardPageContext.ts';
import { useRecords } from './parts/useRecords.ts';

/** The query of the notes a Notes card lists and how many (also asked ahead by prefetchCards). */
export const notesQuery = (entityName: string, registration: string) => ({ entityName, entityRegistration: registration, sort: '-_insertDate' });
export const NOTES_PAGE_SIZE = 50;

/** Notes: free notes written on this record (Note linked by entityName and entityRegistration); only for a saved record. */
/** A read-only page (seed 002 §2.4) lists the notes without adding or deleting any. */
export function NotesCard({ entityName, registration }: CardProps) {
  const { readOnly } = useCardPage();
  const { data, notify, t, user } = useEngine();
  const [text, setText] = useState('');
  const [reload, setReload] = useState(0);
  const { data: page, isLoading } = useRecords(
    registration ? 'Note' : null,
    notesQuery(entityName, registration ?? ''),
    NOTES_PAGE_SIZE,
    reload,
  );
  if (!registration) return null;
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      setReload((n) => n + 1);
    } catch (err) {
      notify('error', errorText(err));
    }
  };
  const add = () =>
    act(async () => {
      const content = text.trim();
      await data.create({
        entityName: 'Note',
        data: {
          name: content.split('\n')[0].slice(0, 80),
          content,
          entityName,
          entityRegistration: registration,
        },
      });
      setText('');
    });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {!readOnly && (
        <>
          <Input.TextArea
            aria-label={t('New note')}
            rows={2}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('Write a note')}
          />
          <Button size="small" disabled={!text.trim()} onClick={() => void add()} data-testid="note-add">
            {t('Add note')}
          </Button>
        </>
      )}
      <List
        size="small"
        loading={isLoading}
        dataSource={page?.records ?? []}
        locale={{ emptyText: t('No note') }}
        renderItem={(n) => (
          <List.Item
            actions={
              readOnly
                ? []
                : [
                    <Popconfirm
                      key="del"
                      title={t('Delete this note?')}
                      onConfirm={() =>
                        void act(() => data.delete({ entityName: 'Note', key: String(n._id) }))
                      }
                    >
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('Delete note')}
                      />
                    </Popconfirm>,
                  ]
            }
          >
            <div>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {String(n.content ?? n.name ?? '')}
              </Typography.Paragraph>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {String(n._insertUser ?? '')} {formatDate(String(n._insertDate ?? ''), user?.locale, true)}
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </Space>
  );
}
