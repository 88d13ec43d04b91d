import { useState } from 'react';
import { Alert, Button, Empty, Input, List, Select, Space, Typography } from 'antd';
import useSWR from 'swr';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorText } from '../../../renderers/pages/errorText.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { SpecialCard } from './SpecialCard.tsx';
import { formatDate } from '../../../engine/format/formatDate.ts';

type Rec = Record<string, unknown>;
const CHANNEL = 'CHAT';

/**
 * /chat: the tenant's internal chat. Messages are Communication records of channel CHAT whose
 * subject is the room; the page shows the last 100 of a room and polls for new ones every 5 s.
 */
export default function ChatPage() {
  const { data, notify, t, user: engineUser } = useEngine();
  const { user } = useAuth();
  const [room, setRoom] = useState('general');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const query = { channel: CHANNEL, subject: room, sort: '-date' };
  const {
    data: page,
    error,
    mutate,
  } = useSWR(
    ['chat', room],
    () => data.getList({ entityName: 'Communication', offset: 0, size: 100, query }),
    { refreshInterval: 5000 },
  );
  const { data: recent } = useSWR('chat-rooms', () =>
    data.getList({
      entityName: 'Communication',
      offset: 0,
      size: 200,
      query: { channel: CHANNEL, sort: '-date', projection: 'subject' },
    }),
  );
  const rooms = [
    ...new Set(['general', room, ...(recent?.records ?? []).map((r) => String(r.subject ?? 'general'))]),
  ];
  const messages = [...(page?.records ?? [])].reverse();

  const send = async () => {
    const body = text.trim();
    if (!body) return;
    setSending(true);
    try {
      await data.create({
        entityName: 'Communication',
        data: {
          channel: CHANNEL,
          subject: room,
          direction: 'OUT',
          name: body.slice(0, 80),
          body,
          date: new Date().toISOString(),
        },
      });
      setText('');
      await mutate();
    } catch (err) {
      notify('error', errorText(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <SpecialCard
      title={t('Chat')}
      intro={t('Messages between the users of this tenant, by room. Each message is kept as a Communication of channel CHAT (subject: the room), so it can be searched like any other communication. New messages appear within 5 seconds.')}
      extra={
        <Select
          value={room}
          onChange={setRoom}
          style={{ width: 180 }}
          options={rooms.map((r) => ({ value: r, label: `# ${r}` }))}
          data-testid="chat-room"
        />
      }
    >
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      <div style={{ maxHeight: '55vh', overflow: 'auto', marginBottom: 12 }}>
        {messages.length ? (
          <List<Rec>
            size="small"
            dataSource={messages}
            renderItem={(m) => (
              <List.Item data-testid="chat-message">
                <Space orientation="vertical" size={0}>
                  <Typography.Text type="secondary">
                    <b>{String(m._insertUser ?? '')}</b>{' '}
                    {m.date ? formatDate(String(m.date), engineUser?.locale, true) : ''}
                  </Typography.Text>
                  <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
                    {String(m.body ?? m.name ?? '')}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        ) : (
          <Empty description={fillText(t('No message in # {{room}} yet'), { room })} />
        )}
      </div>
      <Space.Compact style={{ width: '100%' }}>
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            if (e.shiftKey) return;
            e.preventDefault();
            void send();
          }}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={fillText(t('Message # {{room}} as {{user}} (Enter sends, Shift+Enter breaks the line)'), { room, user: user?.username ?? '' })}
          data-testid="chat-input"
        />
        <Button type="primary" loading={sending} onClick={() => void send()} data-testid="chat-send">
          {t('Send')}
        </Button>
      </Space.Compact>
    </SpecialCard>
  );
}
