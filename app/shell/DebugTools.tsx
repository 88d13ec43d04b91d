import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { developerLink, mayOpenQueryToken } from '../../engine/shell/debugMode.ts';
import { askTicket, withTicket } from '../api/tickets.ts';
import { useAuth } from '../auth/AuthContext.tsx';

/**
 * What the header shows in debug mode (docs/permissions.md): a 'Debug' tag, the tenant worked on and,
 * for the users allowed to (admin-like users, or allowOpenQueryToken), the developer link that opens
 * the hello-world run script in a new window, signed in through a single-use ticket in its query
 * string (never the token: a link leaked after use opens nothing).
 */
export function DebugTools() {
  const { configuration } = useAuth();
  const { t } = useTranslation();
  if (!configuration) return null;
  const { username } = configuration.user;
  const tenant = configuration.user.impersonatingTenant ?? configuration.user.tenant;
  // the window opens within the click (no popup blocker stops it), then goes to the link once it has its ticket
  const open = () => {
    const target = window.open('', '_blank');
    if (target) target.opener = null;
    const link = developerLink(username);
    askTicket(link.split('?')[0]).then(
      (ticket) => {
        if (target) target.location.href = withTicket(link, ticket);
        else window.open(withTicket(link, ticket), '_blank', 'noopener');
      },
      () => target?.close(),
    );
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
