import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

/** The pages of the user's own settings, listed under the user's name. */
const USER_PAGES = [{ path: '/themes', label: 'Themes' }];

/**
 * The header's user button: the signed-in user's name, opening the menu of the user's own settings
 * (Themes: colour scheme and dark-mode filters). Every signed-in user may open them.
 */
export function UserMenu({ username, maxWidth, onNavigate }: { username: string; maxWidth: number; onNavigate: (path: string) => void }) {
  const { t } = useTranslation();
  return (
    <Dropdown trigger={['click']} menu={{ items: USER_PAGES.map((p) => ({ key: p.path, label: t(p.label) })), onClick: ({ key }) => onNavigate(key) }}>
      <Button type="text" aria-label={`${t('Account')}: ${username}`} title={username} data-testid="user-menu" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <span data-testid="current-user" style={{ display: 'inline-block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {username}
        </span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
