import { Result } from 'antd';

/** Any path of the shell that no route serves. Loaded lazily: its illustration is heavy. */
export default function NotFoundPage() {
  return <Result status="404" title="Page not found" />;
}
