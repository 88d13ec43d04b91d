import { Button, Card, Col, Flex, Input, Row, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { MandateProblem } from '../../engine/persons/sepaMandateRules.ts';
import { useT } from '../context/useT.ts';
import { FieldMessages } from '../templates/FieldMessages.tsx';
import { useLookupList } from './useLookupList.ts';

type Rec = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A select of a lookup list: the list's labels, the code stored. */
function ListSelect(props: { list: string; label: string; value: unknown; readOnly: boolean; testId?: string; onChange: (v: string | null) => void }) {
  const { options, loading } = useLookupList(props.list);
  return (
    <Select data-testid={props.testId} aria-label={props.label} placeholder={props.label} style={{ width: '100%' }} allowClear loading={loading} disabled={props.readOnly}
      value={text(props.value) || undefined} options={options.map((o) => ({ value: String(o.value), label: o.label }))}
      onChange={(v: string | undefined) => props.onChange(v ?? null)} />
  );
}

/**
 * The SEPA mandates of one bank account (seed 001 §3): per mandate its reference (RUM), status
 * (sepaMandateStatus list), date and place of signature, type (sepaMandateType) and frequency.
 * Add appends an empty pending mandate; messages show once the dialog's Save was tried.
 */
export function SepaMandatesEditor(props: {
  mandates: Rec[]; problems: MandateProblem[][]; readOnly: boolean; accountIndex: number; onChange: (mandates: Rec[]) => void;
}) {
  const { mandates, readOnly, onChange } = props;
  const t = useT();
  const set = (index: number, patch: Rec) => onChange(mandates.map((m, i) => (i === index ? { ...m, ...patch } : m)));
  const label = (key: string) => t(key);
  return (
    <Flex vertical gap={8} data-testid={`sepa-mandates-${props.accountIndex}`}>
      <Typography.Text strong>{t('SEPA mandates')}</Typography.Text>
      {mandates.length === 0 ? <Typography.Text type="secondary">{t('No SEPA mandate')}</Typography.Text> : null}
      {mandates.map((m, i) => (
        <Card key={i} size="small" data-testid={`sepa-mandate-${props.accountIndex}-${i}`}
          extra={readOnly ? null : <Button size="small" danger aria-label={t('Delete SEPA mandate')} icon={<DeleteOutlined />} onClick={() => onChange(mandates.filter((_m, j) => j !== i))} />}>
          <Row gutter={[8, 8]}>
            <Col xs={24} sm={12}>
              <Input aria-label={label('Reference (RUM)')} placeholder={`${label('Reference (RUM)')} *`} value={text(m.rumReference)} readOnly={readOnly}
                onChange={(e) => set(i, { rumReference: e.target.value || null })} />
            </Col>
            <Col xs={24} sm={12}>
              <ListSelect list="sepaMandateStatus" testId="mandate-status" label={label('Mandate status')} value={m.rumStatus} readOnly={readOnly} onChange={(v) => set(i, { rumStatus: v })} />
            </Col>
            <Col xs={24} sm={12}>
              <Input type="date" aria-label={label('Date of signature')} value={text(m.rumDateOfSignature).slice(0, 10)} readOnly={readOnly}
                onChange={(e) => set(i, { rumDateOfSignature: e.target.value || null })} />
            </Col>
            <Col xs={24} sm={12}>
              <Input aria-label={label('Place of signature')} placeholder={label('Place of signature')} value={text(m.rumPlaceOfSignature)} readOnly={readOnly}
                onChange={(e) => set(i, { rumPlaceOfSignature: e.target.value || null })} />
            </Col>
            <Col xs={24} sm={12}>
              <ListSelect list="sepaMandateType" label={label('Mandate type')} value={m.rumType} readOnly={readOnly} onChange={(v) => set(i, { rumType: v })} />
            </Col>
            <Col xs={24} sm={12}>
              <ListSelect list="frequency" label={label('Frequency')} value={m.rumFrequency} readOnly={readOnly} onChange={(v) => set(i, { rumFrequency: v })} />
            </Col>
          </Row>
          <FieldMessages errors={(props.problems[i] ?? []).map((p) => t(p.message))} warnings={[]} />
        </Card>
      ))}
      {readOnly ? null : (
        <Button size="small" icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }} onClick={() => onChange([...mandates, { rumStatus: 'PENDING', rumType: 'CORE' }])}>
          {t('Add SEPA mandate')}
        </Button>
      )}
    </Flex>
  );
}
