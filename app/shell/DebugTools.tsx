import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { developerLink, mayOpenQueryToken } from '../../engine/shell/debugMode.ts';
import { tokenStore } from '../api/tokenStore.ts';
import { useAuth } from '../auth/AuthContext.tsx';

/**
 * What the header shows in debug mode (docs/permissions.md): a 'Debug' tag, the tenant worked on and,
 * for the users allowed to (admin-like users, or allowOpenQueryToken), the developer link that opens
 * the hello-world run script in a new window, signed in through the token in its query string.
 */
export function DebugTools() {
  const { configuration } = useAuth();
  const { t } = useTranslation();
  if (!configuration) return null;
  const { username } = configuration.user;
  const tenant = configuration.user.impersonatingTenant ?? configuration.user.tenant;
  const open = () => {
    const token = tokenStore.get();
    if (token) window.open(developerLink(username, token), '_blank', 'noopener');
  };
  return (
    <>
      <Tag color="orange" data-testid="debug-tag" title={`${t('Tenant')}: ${tenant}`}>
        {t('Debug')}
      </Tag>
      {mayOpenQueryToken(configuration) && (
        <Button size="small" onClick={open} data-testid="developer-link">
          {t('Developer link')}
        </Button>
      )}
    </>
  );
}
