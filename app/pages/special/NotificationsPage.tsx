import { Button, Card, List, Tag, Typography } from 'antd';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { useNotifications } from '../../notifications/useNotifications.ts';
import { formatDate } from '../../../engine/format/formatDate.ts';

const COLOURS = { success: 'green', info: 'blue', warning: 'orange', error: 'red' } as const;
/** The level's name shown in its tag (translation keys). */
const LEVEL_LABELS: Record<string, string> = { success: 'Success', info: 'Information', warning: 'Warning', error: 'Error' };

/** /notifications: the user's notifications, newest first, with mark as read. */
export default function NotificationsPage() {
  const { t, user } = useEngine();
  const { notifications, markRead } = useNotifications();
  return (
    <Card title={t('Notifications')}>
      <List
        dataSource={notifications}
        locale={{ emptyText: t('No notification') }}
        renderItem={(n) => (
          <List.Item
            data-testid="notification-item"
            actions={[
              n.action?.url ? <a key="open" href={n.action.url}>{n.action.label ?? t('Open the page')}</a> : null,
              n.read ? null : <Button key="read" size="small" onClick={() => void markRead(n._id)}>{t('Mark as read')}</Button>,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={<Typography.Text strong={!n.read}>{n.message}</Typography.Text>}
              description={<><Tag color={COLOURS[n.level] ?? 'default'}>{t(LEVEL_LABELS[n.level] ?? n.level)}</Tag>{formatDate(n.date, user?.locale, true)}</>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
