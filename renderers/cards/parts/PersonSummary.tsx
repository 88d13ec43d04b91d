import { Descriptions, Skeleton, Typography } from 'antd';
import useSWR from 'swr';
import { useEngine } from '../../context/EngineContext.ts';
import { Clipped } from '../../elements/Clipped.tsx';
import { selectLabel, type LabelledValue } from '../../../engine/lists/selectLabel.ts';
import { useLookupList } from '../../widgets/useLookupList.ts';
import { readRecord, recordKeyOf } from '../page/recordAhead.ts';

type Rec = Record<string, unknown>;

const show = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : String(v));

/** The main facts of a linked person (fetched by registration), with a link to its page. */
export function PersonSummary({ link }: { link: Rec }) {
  const { data, navigate, registry, t } = useEngine();
  const reg = typeof link.personRegistration === 'string' ? link.personRegistration : '';
  const { data: person, isLoading, error } = useSWR(reg ? recordKeyOf('Person', reg) : null, () => readRecord(data, 'Person', reg));
  // codes are shown by their labels (role CLIENT -> Client, type C -> Company)
  const { options: roles } = useLookupList('role');
  const { options: types } = useLookupList('personType');
  const label = (options: readonly LabelledValue[], v: unknown) => show(selectLabel(options, v) ?? v);
  if (!reg) return <Typography.Text type="secondary">{t('No person chosen yet.')}</Typography.Text>;
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const p: Rec = person ?? {};
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
      <Descriptions.Item label={t('Person')}>
        <Typography.Link onClick={() => navigate(registry.clientRoute('Person', reg))}><Clipped text={reg} ltr /></Typography.Link>
        {error ? ` ${t('(not found)')}` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('Role')}>{label(roles, link.role)}</Descriptions.Item>
      <Descriptions.Item label={t('Name')}><Clipped text={show(p.name ?? link.name)} /></Descriptions.Item>
      <Descriptions.Item label={t('Type')}>{label(types, p.type)}</Descriptions.Item>
      <Descriptions.Item label={t('Email')}><Clipped text={show(p.email)} ltr /></Descriptions.Item>
      <Descriptions.Item label={t('Phone')}><Clipped text={show(p.phone ?? p.mobile)} ltr /></Descriptions.Item>
    </Descriptions>
  );
}
