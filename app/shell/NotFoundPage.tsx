import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Any path of the shell that no route serves. Loaded lazily: its illustration is heavy. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return <Result status="404" title={t('Page not found')} data-testid="not-found-page" />;
}
