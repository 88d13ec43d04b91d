import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';
import { isStaleChunkError, STALE_VERSION_MESSAGE } from '../../engine/shell/isStaleChunkError.ts';

/** The error boundary of every route: a stale build asks for a refresh; other errors say what broke. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isStaleChunkError(error)) {
    return (
      <Result
        status="warning"
        title={STALE_VERSION_MESSAGE}
        extra={<Button type="primary" onClick={() => window.location.reload()}>Refresh</Button>}
      />
    );
  }
  const message = (error as { message?: string })?.message ?? String(error);
  return <Result status="error" title="Oops, something went wrong" subTitle={message} data-testid="error-boundary" />;
}
