import { useState } from 'react';
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { selectLabel } from '../../engine/lists/selectLabel.ts';
import { formatAddress, type AddressValue } from '../../engine/validation/index.ts';
import { fieldMeta } from './fieldMeta.ts';
import { formSettings } from './model/FormSettings.ts';
import { nestedErrors } from './model/nestedErrors.ts';
import { FieldMessages } from '../templates/FieldMessages.tsx';
import { AddressesModal } from '../widgets/AddressesModal.tsx';
import { useLookupList } from '../widgets/useLookupList.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function addressList(value: unknown): AddressValue[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list.filter((a): a is AddressValue => Boolean(a) && typeof a === 'object');
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
 */
export function AddressField(props: FieldProps) {
  const { formData, onChange, fieldPathId, uiSchema, readonly, disabled, errorSchema, registry, schema } = props;
  const [open, setOpen] = useState(false);
  const settings = formSettings(registry);
  const addresses = addressList(formData);
  const single = !([] as unknown[]).concat(schema.type ?? []).includes('array');
  const loaded = useLookupList(typeListOf(uiSchema)).options;
  const types = loaded.length ? loaded : [{ value: 'MAIN', label: 'MAIN' }];
  const own = (fieldMeta({ uiSchema }) as { uniqueAddressPerType?: boolean }).uniqueAddressPerType;
  const unique = own ?? settings.settings?.uniqueAddressPerType ?? true;
  const locked = Boolean(readonly || disabled);
  const save = (next: AddressValue[]) => {
    setOpen(false);
    onChange((single ? next[0] : next) as FieldProps['formData'], fieldPathId.path);
  };
  return (
    <div id={fieldPathId.$id} className="tabula-addresses">
      <Flex vertical gap={4}>
        {addresses.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No address" /> : null}
        {addresses.map((address, index) => (
          <Typography.Text key={index}>
            <Tag color={index === 0 ? 'blue' : undefined}>{selectLabel(types, address.type) ?? (text(address.type) || '?')}</Tag>
            {text(address.addressLine) || formatAddress(address as Parameters<typeof formatAddress>[0])}
          </Typography.Text>
        ))}
      </Flex>
      <Button size="small" style={{ marginTop: 4 }} icon={locked ? <EyeOutlined /> : <EditOutlined />} onClick={() => setOpen(true)}>
        {locked ? 'View addresses' : 'Edit addresses'}
      </Button>
      <FieldMessages errors={nestedErrors(errorSchema)} warnings={[]} />
      {open ? (
        <AddressesModal addresses={single ? addresses.slice(0, 1) : addresses} types={types} uniqueAddressPerType={unique && !single}
          readOnly={locked} max={single ? 1 : undefined} provider={settings.addressProvider} onSave={save} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
