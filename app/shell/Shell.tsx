import { useMemo } from 'react';
import { Button, Layout, Menu, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.tsx';
import { SHIPPED_LOCALES, useLocale } from '../i18n/LocaleProvider.tsx';
import { registry } from '../registry.ts';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { menuFromRegistry } from './menuItems.ts';
import { useShellShortcuts } from './useShellShortcuts.ts';

/** The main shell after sign-in: menu, header with the user, and the routed page. */
export function Shell() {
  const { user, logout } = useAuth();
  const { t } = useTranslation();
  const { locale, setLocale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const items = useMemo(() => menuFromRegistry(registry), []);
  const selected = '/' + (location.pathname.split('/')[1] ?? '');
  const modes = useShellShortcuts({ isAdmin: user?.isAdmin === true });

  if (!modes.decoration) {
    return (
      <div style={{ padding: 16 }} data-testid="undecorated">
        <Outlet />
      </div>
    );
  }

  return (
    <Layout style={{ minHeight: '100%' }}>
      <Layout.Sider width={230} theme="light" collapsible breakpoint="lg" style={{ overflow: 'auto', height: '100vh', position: 'sticky', top: 0 }}>
        <Typography.Title level={4} style={{ padding: '12px 16px', margin: 0 }}>
          Tabula
        </Typography.Title>
        <Menu mode="inline" items={items} selectedKeys={[selected]} onClick={(e) => navigate(e.key)} data-testid="main-menu" />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', paddingInline: 16 }}>
          <Space>
            <NotificationBell />
            <Select
              aria-label={t('Language')}
              value={locale}
              onChange={setLocale}
              options={SHIPPED_LOCALES.map((l) => ({ value: l.code, label: l.label }))}
              style={{ width: 120 }}
              data-testid="locale-select"
            />
            <Button type="link" onClick={() => navigate('/documentation')} data-testid="open-documentation">
              {t('Documentation')}
            </Button>
            <Typography.Text data-testid="current-user">
              {user?.username}
            </Typography.Text>
            <Button onClick={() => void logout()} data-testid="logout">
              {t('Logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
