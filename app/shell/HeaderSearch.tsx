import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { globalSearchPath } from './globalSearchPath.ts';

/**
 * The header's search box: the typed text opens the global search (/global-search?search=...),
 * which looks it up in the main entities at once; an empty box opens the page itself.
 */
export function HeaderSearch({ onNavigate, width }: { onNavigate: (path: string) => void; width: number }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      placeholder={t('Search everywhere')}
      aria-label={t('Global search')}
      allowClear
      style={{ width }}
      onSearch={(text, _e, info) => info?.source !== 'clear' && onNavigate(globalSearchPath(text))}
      data-testid="header-search"
    />
  );
}
