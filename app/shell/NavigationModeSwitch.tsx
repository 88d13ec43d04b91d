import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAVIGATION_MODES, type NavigationMode } from '../../engine/shell/navigationMode.ts';

const LABELS: Record<NavigationMode, string> = {
  top: 'Top menu',
  left: 'Left menu',
  collapsed: 'Collapsed menu',
};

/**
 * The header's choice of navigation display mode: top, left or collapsed menu. A Select like the
 * language's (a drop-down menu would add its own code to the sign-in bundle).
 */
export function NavigationModeSwitch({
  mode,
  onChange,
  width,
}: {
  mode: NavigationMode;
  onChange(mode: NavigationMode): void;
  width: number;
}) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('Menu position')}
      title={t('Menu position')}
      value={mode}
      onChange={onChange}
      options={NAVIGATION_MODES.map((m) => ({ value: m, label: t(LABELS[m]) }))}
      popupMatchSelectWidth={false}
      style={{ width }}
      data-testid="navigation-mode"
    />
  );
}
