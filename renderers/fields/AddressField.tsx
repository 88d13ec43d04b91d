import { useState } from 'react';
import { Button, Empty, Flex, Space, Tag, Typography } from 'antd';
import { EditOutlined, EnvironmentOutlined, EyeOutlined } from '@ant-design/icons';
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { selectLabel } from '../../engine/lists/selectLabel.ts';
import { formatAddress, type AddressValue } from '../../engine/validation/index.ts';
import { fieldMeta } from './fieldMeta.ts';
import { formSettings } from './model/FormSettings.ts';
import { nestedErrors } from './model/nestedErrors.ts';
import { FieldMessages } from '../templates/FieldMessages.tsx';
import { AddressesMap } from '../widgets/AddressesMap.tsx';
import { AddressesModal } from '../widgets/AddressesModal.tsx';
import { useT } from '../context/useT.ts';
import { useLookupList } from '../widgets/useLookupList.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function addressList(value: unknown): AddressValue[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list.filter((a): a is AddressValue => Boolean(a) && typeof a === 'object');
}

/** Whether an address has map coordinates ([longitude, latitude]). */
function located(address: AddressValue | undefined): boolean {
  const c = (address?.location as { coordinates?: unknown } | null | undefined)?.coordinates;
  return Array.isArray(c) && typeof c[0] === 'number' && typeof c[1] === 'number';
}

/** The lookup list of address types: the one on the items' `type` field, `addressType` by default. */
function typeListOf(uiSchema: UiSchema | undefined): string {
  const typeUi = (uiSchema?.items as UiSchema | undefined)?.type as UiSchema | undefined;
  return fieldMeta({ uiSchema: typeUi }).select?.list ?? 'addressType';
}

/**
 * address: the addresses of a record, previewed with their type, edited in the Edit addresses
 * dialog (seed 001 §2). The first address is the default one. A schema holding one address (an
 * object) edits that address alone. One address per type unless `uniqueAddressPerType` is false.
 * A map button, when the first address has coordinates, shows every address on a map.
 */
export function AddressField(props: FieldProps) {
  const { formData, onChange, fieldPathId, uiSchema, readonly, disabled, errorSchema, registry, schema } = props;
  const [open, setOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const t = useT();
  const settings = formSettings(registry);
  const addresses = addressList(formData);
  const single = !([] as unknown[]).concat(schema.type ?? []).includes('array');
  const loaded = useLookupList(typeListOf(uiSchema)).options;
  const types = loaded.length ? loaded : [{ value: 'MAIN', label: 'MAIN' }];
  const own = (fieldMeta({ uiSchema }) as { uniqueAddressPerType?: boolean }).uniqueAddressPerType;
  const unique = own ?? settings.settings?.uniqueAddressPerType ?? true;
  const locked = Boolean(readonly || disabled);
  const typeLabel = (type: unknown) => selectLabel(types, type) ?? (text(type) || '?');
  const save = (next: AddressValue[]) => {
    setOpen(false);
    onChange((single ? next[0] : next) as FieldProps['formData'], fieldPathId.path);
  };
  return (
    <div id={fieldPathId.$id} className="tabula-addresses">
      <Flex vertical gap={4}>
        {addresses.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No address')} /> : null}
        {addresses.map((address, index) => (
          <Typography.Text key={index}>
            <Tag color={index === 0 ? 'blue' : undefined}>{typeLabel(address.type)}</Tag>
            {text(address.addressLine) || formatAddress(address as Parameters<typeof formatAddress>[0])}
          </Typography.Text>
        ))}
      </Flex>
      <Space size={4} style={{ marginTop: 4 }}>
        <Button size="small" icon={locked ? <EyeOutlined /> : <EditOutlined />} onClick={() => setOpen(true)}>
          {locked ? t('View addresses') : t('Edit addresses')}
        </Button>
        {located(addresses[0]) ? <Button size="small" icon={<EnvironmentOutlined />} onClick={() => setMapOpen(true)}>{t('Map')}</Button> : null}
      </Space>
      <FieldMessages errors={nestedErrors(errorSchema)} warnings={[]} />
      {mapOpen ? <AddressesMap addresses={addresses} typeLabel={typeLabel} onClose={() => setMapOpen(false)} /> : null}
      {open ? (
        <AddressesModal addresses={single ? addresses.slice(0, 1) : addresses} types={types} uniqueAddressPerType={unique && !single}
          readOnly={locked} max={single ? 1 : undefined} provider={settings.addressProvider} onSave={save} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
