import { Button, Card, List, Tag, Typography } from 'antd';
import { useNotifications } from '../../notifications/useNotifications.ts';

const COLOURS = { success: 'green', info: 'blue', warning: 'orange', error: 'red' } as const;

/** /notifications: the user's notifications, newest first, with mark as read. */
export default function NotificationsPage() {
  const { notifications, markRead } = useNotifications();
  return (
    <Card title="Notifications">
      <List
        dataSource={notifications}
        locale={{ emptyText: 'No notification' }}
        renderItem={(n) => (
          <List.Item
            data-testid="notification-item"
            actions={[
              n.action?.url ? <a key="open" href={n.action.url}>{n.action.label ?? 'Open'}</a> : null,
              n.read ? null : <Button key="read" size="small" onClick={() => void markRead(n._id)}>Mark as read</Button>,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={<Typography.Text strong={!n.read}>{n.message}</Typography.Text>}
              description={<><Tag color={COLOURS[n.level] ?? 'default'}>{n.level}</Tag>{new Date(n.date).toLocaleString()}</>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
