import { Button, Empty, Space } from 'antd';
import { useEngine } from '../context/EngineContext.ts';
import type { CardProps } from './CardProps.ts';

type Rec = Record<string, unknown>;

/**
 * Navs: navigation buttons from the card's `links: [{label, path}]`; `{registration}` in a path is
 * replaced by the record's registration. External addresses open a new tab.
 */
export function NavsCard({ spec, registration }: CardProps) {
  const { navigate, t } = useEngine();
  const links = (Array.isArray(spec.props.links) ? spec.props.links : []) as Rec[];
  if (!links.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No link configured')} />;
  const go = (raw: string) => {
    const path = raw.replace('{registration}', encodeURIComponent(registration ?? ''));
    if (/^https?:\/\//i.test(path)) window.open(path, '_blank', 'noopener,noreferrer');
    else navigate(path);
  };
  return (
    <Space wrap>
      {links.map((l, i) => (
        <Button key={i} onClick={() => go(String(l.path ?? l.href ?? '/'))}>
          {t(String(l.label ?? l.path))}
        </Button>
      ))}
    </Space>
  );
}
