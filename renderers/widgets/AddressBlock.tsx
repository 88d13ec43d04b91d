import { useRef } from 'react';
import { AutoComplete, Button, Card, Col, Input, Row, Select, Space } from 'antd';
import { DeleteOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { applyAddressLine, parseAddressLine, type AddressValue } from '../../engine/validation/index.ts';
import { useT } from '../context/useT.ts';
import { FieldMessages } from '../templates/FieldMessages.tsx';
import type { AddressProvider } from './addressProvider.ts';
import type { ChoiceOption } from './selectOptions.ts';
import { useAddressSuggestions } from './useAddressSuggestions.ts';

const PARTS = [
  ['address1', 'Address 1'], ['address2', 'Address 2'], ['zipcode', 'Zip code'], ['city', 'City'], ['state', 'State'], ['country', 'Country'],
] as const;

const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/**
 * One address of the Edit addresses dialog: its mandatory type, the address line (suggestions from
 * the provider; typed text is read into parts on blur, seed 001 §5; clearing it clears every part)
 * and the parts. From the second address on: delete and Make it first.
 */
export function AddressBlock(props: {
  index: number; address: AddressValue; types: ChoiceOption[]; problems: string[]; readOnly: boolean; provider?: AddressProvider;
  onChange: (address: AddressValue) => void; onDelete: () => void; onMakeFirst: () => void;
}) {
  const { index, address, types, problems, readOnly, onChange } = props;
  const suggestions = useAddressSuggestions(props.provider);
  const t = useT();
  const line = text(address.addressLine);
  const setLine = (next: string) => onChange(next.trim() ? { ...address, addressLine: next } : applyAddressLine(address, null));
  const parsedLine = useRef(line);
  const readLine = () => {
    if (!line.trim() || parsedLine.current === line) return;
    parsedLine.current = line;
    onChange({ ...address, ...parseAddressLine(line) });
  };
  const choose = async (placeId: string) => {
    const found = await suggestions.detail(placeId);
    const next: AddressValue = found ? { ...address, ...found, type: address.type } : { ...address, ...parseAddressLine(placeId) };
    parsedLine.current = text(next.addressLine);
    onChange(next);
  };
  const actions = index > 0 && !readOnly ? (
    <Space>
      <Button size="small" icon={<VerticalAlignTopOutlined />} onClick={props.onMakeFirst}>{t('Make it first')}</Button>
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('Delete address')} onClick={props.onDelete} />
    </Space>
  ) : null;
  return (
    <Card size="small" title={index === 0 ? t('Default address') : `${t('Address')} ${index + 1}`} extra={actions} data-testid={`address-${index}`}>
      <Row gutter={[8, 8]}>
        <Col xs={24} sm={8}>
          <Select aria-label={t('Type')} style={{ width: '100%' }} placeholder={`${t('Type')} *`} value={typeof address.type === 'string' ? address.type : undefined} options={types} disabled={readOnly}
            status={address.type ? undefined : 'error'} onChange={(type: string) => onChange({ ...address, type })} />
        </Col>
        <Col xs={24} sm={16}>
          <AutoComplete aria-label={t('Address')} style={{ width: '100%' }} value={line} options={suggestions.options} disabled={readOnly} placeholder={t('Type for quick address')}
            onSearch={suggestions.suggest} onChange={setLine} onSelect={(v: string) => void choose(v)} onBlur={readLine} />
        </Col>
        {PARTS.map(([key, label]) => (
          <Col key={key} xs={24} sm={key === 'address1' || key === 'address2' ? 12 : 6}>
            <Input aria-label={t(label)} placeholder={t(label)} value={text(address[key])} readOnly={readOnly}
              onChange={(e) => onChange({ ...address, [key]: e.target.value || null })} />
          </Col>
        ))}
      </Row>
      <FieldMessages errors={problems} warnings={[]} />
    </Card>
  );
}
