import { Typography } from 'antd';
import { isSafeHref } from '../widgets/markdownNodes.tsx';
import { useEngine } from '../context/EngineContext.ts';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

/** link: `{label, href}`; an app path navigates in place, an external address opens a new tab. */
export function LinkElement({ element }: ElementProps) {
  const { navigate } = useEngine();
  const href = readProp.text(element.props, 'href', readProp.text(element.props, 'url'));
  const label = readProp.text(element.props, 'label', element.title ?? href);
  if (href.startsWith('/')) return <Typography.Link onClick={() => navigate(href)}>{label}</Typography.Link>;
  if (!isSafeHref(href)) return <Typography.Text type="secondary">{label}</Typography.Text>;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </Typography.Link>
  );
}
