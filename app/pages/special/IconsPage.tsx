import { useState } from 'react';
import { Card, Col, Input, Row, Typography } from 'antd';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { ACTION_ICON_NAMES, actionIcon } from '../../../renderers/table/actionIcons.tsx';
import { fillNodes } from '../../i18n/fillNodes.tsx';
import { SpecialCard } from './SpecialCard.tsx';

/**
 * /icons: the icon names configuration may use (the `icon` of row actions and page actions in list
 * definitions), drawn as they appear; any other name shows the fallback play icon.
 */
export default function IconsPage() {
  const { t } = useEngine();
  const [filter, setFilter] = useState('');
  const names = ACTION_ICON_NAMES.filter((n) => n.includes(filter.trim().toLowerCase()));
  return (
    <SpecialCard
      title={t('Icons')}
      intro={fillNodes(
        t('The icon names a list definition may give to its row actions and page actions ({{example}}). A name that is not listed here is drawn with the fallback icon shown last.'),
        { example: <code>"icon": "download"</code> },
      )}
    >
      <Input.Search
        placeholder={t('Filter icons')}
        allowClear
        onChange={(e) => setFilter(e.target.value)}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <Row gutter={[12, 12]}>
        {[...names, '(other)'].map((name) => (
          <Col key={name} xs={12} sm={8} md={6} lg={4}>
            <Card size="small" style={{ textAlign: 'center' }} data-testid="icon-tile">
              <div style={{ fontSize: 28 }}>{actionIcon(name === '(other)' ? undefined : name)}</div>
              <Typography.Text copyable={name !== '(other)'}>{name === '(other)' ? t('(other)') : name}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </SpecialCard>
  );
}
