import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useNotifications } from './useNotifications.ts';

/** Header bell with the number of unread notifications; opens /notifications. */
export function NotificationBell() {
  const { unread } = useNotifications();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Badge count={unread} size="small">
      <Button icon={<BellOutlined />} aria-label={t('Notifications')} onClick={() => navigate('/notifications')} data-testid="notification-bell" />
    </Badge>
  );
}
