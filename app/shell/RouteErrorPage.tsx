import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { isStaleChunkError, STALE_VERSION_MESSAGE } from '../../engine/shell/isStaleChunkError.ts';

/**
 * The error boundary of every route: a stale build asks for a refresh; other errors say what broke.
 * Built from components the sign-in page already loads: it must show even when chunks fail to load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const stale = isStaleChunkError(error);
  const message = (error as { message?: string })?.message ?? String(error);
  return (
    <div style={{ maxWidth: 640, margin: '48px auto', padding: 16 }}>
      {stale ? (
        <Alert
          type="warning"
          showIcon
          title={t(STALE_VERSION_MESSAGE)}
          action={
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('Refresh')}
            </Button>
          }
        />
      ) : (
        <Alert
          type="error"
          showIcon
          title={t('Oops, something went wrong')}
          description={message}
          data-testid="error-boundary"
        />
      )}
    </div>
  );
}
