import { confirmLeave } from './LeaveGuard.tsx';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Grid, Layout, Menu, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isAdminLike } from '../../engine/permissions/index.ts';
import { bottomNavigationItems } from '../../engine/shell/bottomNavigationItems.ts';
import { mayToggleDebug } from '../../engine/shell/debugMode.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import { registry } from '../registry.ts';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { AppTitle } from './AppTitle.tsx';
import { ContextSwitcher } from './ContextSwitcher.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { BOTTOM_NAVIGATION_HEIGHT, BottomNavigation } from './BottomNavigation.tsx';
import { menuFromRegistry } from './menuItems.ts';
import { useDynoEntities } from '../pages/special/dyno/useDynoEntities.ts';
import { customPagesOf } from './customPagesOf.ts';
import { NavigationModeSwitch } from './NavigationModeSwitch.tsx';
import { useNavigationMode } from './useNavigationMode.ts';
import { useNavigationResize } from './useNavigationResize.ts';
import { flowSession } from '../flow/flowSession.ts';
import { useShellShortcuts } from './useShellShortcuts.ts';
import { WarmUpWhenIdle } from './WarmUpWhenIdle.tsx';
import { HeaderChoice } from './HeaderChoice.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { UserMenu } from './UserMenu.tsx';

const SIDER_WIDTH = 230;
// shown to few users (debug mode, a flow's frame): not part of the shell's first load
const DebugTools = lazy(() => import('./DebugTools.tsx').then((m) => ({ default: m.DebugTools })));
const FlowFrame = lazy(() => import('../flow/FlowFrame.tsx').then((m) => ({ default: m.FlowFrame })));

/**
 * The main shell after sign-in: the menu (top, left or collapsed, the user's choice), the header with
 * the user's tools, the routed page and, on narrow screens, the bottom navigation. Once shown, it
 * warms the form engine when the browser is first idle (WarmUpWhenIdle).
 */
export function Shell() {
  const { user, logout, configuration } = useAuth();
  const { t } = useTranslation();
  const { selected: selectedLocale, locales, setLocale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = theme.useToken();
  // the tenant's dyno entities join the menu as soon as the configurator saves them
  const { data: dyno } = useDynoEntities();
  const admin = configuration ? isAdminLike(configuration.user) : false;
  const custom = useMemo(
    () => customPagesOf(dyno?.entities ?? [], admin),
    [dyno, admin],
  );
  const items = useMemo(() => menuFromRegistry(registry, configuration, t, custom), [configuration, t, custom]);
  const bottomItems = useMemo(
    () => bottomNavigationItems(configuration?.responsiveBottomNavigation, configuration?.user.profiles),
    [configuration],
  );
  const selected = '/' + (location.pathname.split('/')[1] ?? '');
  const modes = useShellShortcuts({ isAdmin: configuration ? isAdminLike(configuration.user) : false, mayDebug: mayToggleDebug(configuration) });
  const [mode, setMode] = useNavigationMode();
  // antd breakpoints: below md (768 px) the screen is narrow; unknown (first render) counts as wide
  const narrow = Grid.useBreakpoint().md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // what is drawn to its box's size is redrawn once the side menu has folded or unfolded
  useNavigationResize(narrow ? !drawerOpen : mode === 'collapsed');

  const flow = flowSession();
  if (flow)
    return (
      <Suspense fallback={null}>
        <FlowFrame flow={flow} onLeave={() => void logout()} />
      </Suspense>
    );
  if (!modes.decoration) {
    return (
      <div style={{ padding: 16 }} data-testid="undecorated">
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </div>
    );
  }

  const top = mode === 'top';
  const showBottom = narrow && bottomItems.length > 0;
  const open = (key: string) => {
    setDrawerOpen(false);
    navigate(key);
  };
  const menu = (
    <Menu
      mode={top ? 'horizontal' : 'inline'}
      items={items}
      selectedKeys={[selected]}
      onClick={(e) => open(e.key)}
      data-testid="main-menu"
      style={top ? { flex: 1, minWidth: 0, borderBottom: 0 } : { borderInlineEnd: 0 }}
    />
  );
  // on a narrow screen the side menu folds away entirely and opens over the page
  const collapsed = narrow ? !drawerOpen : mode === 'collapsed';

  return (
    <Layout style={{ minHeight: '100%' }} data-navigation-mode={mode}>
      {!top && (
        <Layout.Sider
          width={SIDER_WIDTH}
          theme="light"
          collapsible
          collapsed={collapsed}
          collapsedWidth={narrow ? 0 : 80}
          onCollapse={(next) => (narrow ? setDrawerOpen(!next) : setMode(next ? 'collapsed' : 'left'))}
          data-testid="main-sider"
          style={{
            height: '100vh',
            position: narrow ? 'fixed' : 'sticky',
            top: 0,
            insetInlineStart: 0,
            zIndex: narrow ? 101 : undefined,
          }}
        >
          {/* the menu scrolls inside: the Sider itself must not clip its zero-width trigger */}
          <div style={{ height: '100%', overflowY: 'auto', overflowX: 'hidden' }}>
            <div
              style={{
                padding: collapsed ? '12px 0' : '12px 16px',
                textAlign: collapsed ? 'center' : undefined,
              }}
            >
              <AppTitle short={collapsed} />
            </div>
            {menu}
          </div>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            paddingInline: 16,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {top && (
            <>
              <AppTitle />
              {menu}
            </>
          )}
          <Space style={{ marginInlineStart: 'auto' }}>
            <HeaderSearch onNavigate={navigate} width={narrow ? 120 : 200} />
            {modes.debug && (
              <Suspense fallback={null}>
                <DebugTools />
              </Suspense>
            )}
            <ContextSwitcher width={narrow ? 96 : 140} />
            <NotificationBell />
            <HeaderChoice
              label={t('Language')}
              value={selectedLocale ?? ''}
              onChange={setLocale}
              options={locales.map((l) => ({ value: l.code, label: l.name }))}
              width={narrow ? 96 : 120}
              testId="locale-select"
            />
            <NavigationModeSwitch mode={mode} onChange={setMode} width={narrow ? 96 : 160} />
            {!narrow && (
              <Button type="link" onClick={() => navigate('/documentation')} data-testid="open-documentation">
                {t('Documentation')}
              </Button>
            )}
            <UserMenu username={user?.username ?? ''} maxWidth={narrow ? 96 : 240} onNavigate={navigate} />
            <Button onClick={() => void confirmLeave().then((leave) => (leave ? logout() : undefined))} data-testid="logout">
              {t('Logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content
          style={{ padding: 16, paddingBottom: showBottom ? 16 + BOTTOM_NAVIGATION_HEIGHT : 16 }}
        >
          <RouteGuard>
            <Outlet />
          </RouteGuard>
          {/* once the shell is shown and the browser idle: the first record opened then opens faster */}
          <WarmUpWhenIdle />
        </Layout.Content>
      </Layout>
      {showBottom && <BottomNavigation items={bottomItems} />}
    </Layout>
  );
}
