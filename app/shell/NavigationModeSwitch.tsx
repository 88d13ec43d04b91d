import { useTranslation } from 'react-i18next';
import { NAVIGATION_MODES, type NavigationMode } from '../../engine/shell/navigationMode.ts';
import { HeaderChoice } from './HeaderChoice.tsx';

const LABELS: Record<NavigationMode, string> = {
  top: 'Top menu',
  left: 'Left menu',
  collapsed: 'Collapsed menu',
};

/**
 * The header's choice of navigation display mode: top, left or collapsed menu.
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
    <HeaderChoice
      label={t('Menu position')}
      value={mode}
      onChange={onChange}
      options={NAVIGATION_MODES.map((m) => ({ value: m, label: t(LABELS[m]) }))}
      width={width}
      testId="navigation-mode"
    />
  );
}
