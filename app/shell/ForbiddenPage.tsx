import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The 403 page: a route the user's profiles do not open (docs/permissions.md). Loaded lazily: its illustration is heavy. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="forbidden-page">
      <Result
        status="403"
        title={t('Access denied')}
        subTitle={t('You do not have permission to open this page.')}
        extra={
          <Button type="primary" onClick={() => navigate('/')} data-testid="forbidden-home">
            {t('Back to the home page')}
          </Button>
        }
      />
    </div>
  );
}
