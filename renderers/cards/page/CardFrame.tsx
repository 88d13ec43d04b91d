import { useRef, type ReactNode } from 'react';
import { Button, Card, Col, Row } from 'antd';
import { DownOutlined, ExportOutlined, RightOutlined } from '@ant-design/icons';
import { titleColumns } from '../../../engine/cards/titleColumns.ts';
import type { CardSpec } from '../../../engine/cards/types.ts';
import { useEngine } from '../../context/EngineContext.ts';
import { Clipped } from '../../elements/Clipped.tsx';
import { useCardPage } from './CardPageContext.ts';
import { useDrawAll } from './DrawAllContext.ts';
import { useShownWhenNear } from './useShownWhenNear.ts';

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * The frame of a card: title (11 of 12 columns when collapsible, 6 when expanded with an action),
 * external link, action and collapse toggle; the body is drawn only while expanded, so a
 * collapsed card loads nothing. A card below the viewport draws its body when it comes near or
 * when the browser is idle (useShownWhenNear): the visible cards paint first.
 */
export function CardFrame({ spec, children }: { spec: CardSpec; children: ReactNode }) {
  const { navigate, t } = useEngine();
  const page = useCardPage();
  const frame = useRef<HTMLDivElement>(null);
  const shown = useShownWhenNear(frame, useDrawAll());
  const collapsed = spec.collapsible && page.isCollapsed(spec.key);
  const cols = titleColumns({ collapsible: spec.collapsible, hasAction: !!spec.action, expanded: !collapsed });
  const go = (href: string) => (isExternal(href) ? window.open(href, '_blank', 'noopener,noreferrer') : navigate(href));
  const title = (
    <Row align="middle" wrap={false} style={{ width: '100%' }}>
      <Col span={cols.title * 2} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {/* a title too long for its card ends with an ellipsis, the whole title as its tooltip */}
        <Clipped text={t(spec.title)} style={{ cursor: spec.collapsible ? 'pointer' : 'default', maxWidth: spec.link ? 'calc(100% - 24px)' : '100%' }}>
          <span role={spec.collapsible ? 'button' : undefined} onClick={() => spec.collapsible && page.setCollapsed(spec.key, !collapsed)}>
            {t(spec.title)}
          </span>
        </Clipped>
        {spec.link && (
          <a href={spec.link} target="_blank" rel="noopener noreferrer" style={{ marginInlineStart: 8 }} aria-label={t('Open the linked page')}>
            <ExportOutlined />
          </a>
        )}
      </Col>
      {cols.extra > 0 && (
        <Col span={cols.extra * 2} style={{ textAlign: 'end' }}>
          {spec.action && !collapsed && (
            <Button size="small" type="link" onClick={() => spec.action && go(spec.action.href)}>
              {t(spec.action.label)}
            </Button>
          )}
          {spec.collapsible && (
            <Button size="small" type="text" data-testid={`card-toggle-${spec.key}`} aria-expanded={!collapsed} aria-label={t(collapsed ? 'Expand' : 'Collapse')} icon={collapsed ? <RightOutlined /> : <DownOutlined />} onClick={() => page.setCollapsed(spec.key, !collapsed)} />
          )}
        </Col>
      )}
    </Row>
  );
  return (
    <Card ref={frame} size="small" title={title} data-testid={`card-${spec.key}`} data-kind={spec.kind} style={{ marginBottom: 12 }} styles={{ body: collapsed ? { display: 'none' } : undefined }}>
      {collapsed || !shown ? null : children}
    </Card>
  );
}
