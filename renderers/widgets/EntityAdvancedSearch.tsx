import { useState } from 'react';
import { Button, Col, Collapse, Input, Row, Space } from 'antd';
import { useT } from '../context/useT.ts';
import type { EntitySearchCriteria } from './entitySearchQuery.ts';

/** The collapsible 'Advanced search' of the entity search modal: registration and name, Reset and Search. */
export function EntityAdvancedSearch({ onSearch }: { onSearch: (criteria: EntitySearchCriteria) => void }) {
  const t = useT();
  const [values, setValues] = useState<EntitySearchCriteria>({});
  const empty = !values.registration && !values.name;
  const body = (
    <Row gutter={[8, 8]}>
      <Col xs={24} sm={12}>
        <Input placeholder={t('Registration')} aria-label={t('Registration')} value={values.registration ?? ''} onChange={(e) => setValues({ ...values, registration: e.target.value })} />
      </Col>
      <Col xs={24} sm={12}>
        <Input placeholder={t('Name')} aria-label={t('Name')} value={values.name ?? ''} onChange={(e) => setValues({ ...values, name: e.target.value })} />
      </Col>
      <Col xs={24}>
        <Space>
          <Button disabled={empty} onClick={() => { setValues({}); onSearch({}); }}>{t('Reset')}</Button>
          <Button type="primary" onClick={() => onSearch(values)}>{t('Search')}</Button>
        </Space>
      </Col>
    </Row>
  );
  return <Collapse size="small" items={[{ key: 'advanced', label: t('Advanced search'), children: body }]} />;
}
