import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { BottomNavigationItem } from '../../engine/shell/bottomNavigationItems.ts';

/** Height of the bar; the page keeps this much room below its content. */
export const BOTTOM_NAVIGATION_HEIGHT = 56;

/** The responsive bottom navigation of narrow screens (seed 000 §3.5): a fixed bar of the configured entries. */
export function BottomNavigation({ items }: { items: BottomNavigationItem[] }) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('Bottom navigation')}
      data-testid="bottom-navigation"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        height: BOTTOM_NAVIGATION_HEIGHT,
        display: 'flex',
        zIndex: 100,
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      {items.map((item) => (
        <NavLink
          key={item.path}
          to={item.path}
          data-testid="bottom-navigation-item"
          style={({ isActive }) => ({
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            padding: '0 4px',
            fontSize: token.fontSizeSM,
            color: isActive ? token.colorPrimary : token.colorText,
            fontWeight: isActive ? 600 : undefined,
            borderTop: `2px solid ${isActive ? token.colorPrimary : 'transparent'}`,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          })}
        >
          {t(item.title)}
        </NavLink>
      ))}
    </nav>
  );
}
