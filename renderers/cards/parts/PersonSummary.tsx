import { Descriptions, Skeleton, Typography } from 'antd';
import useSWR from 'swr';
import { useEngine } from '../../context/EngineContext.ts';

type Rec = Record<string, unknown>;

const show = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : String(v));

/** The main facts of a linked person (fetched by registration), with a link to its page. */
export function PersonSummary({ link }: { link: Rec }) {
  const { data, navigate, registry } = useEngine();
  const reg = typeof link.personRegistration === 'string' ? link.personRegistration : '';
  const { data: person, isLoading, error } = useSWR(reg ? ['record', 'Person', reg] : null, () => data.getOne({ entityName: 'Person', key: reg }));
  if (!reg) return <Typography.Text type="secondary">No person chosen yet.</Typography.Text>;
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const p: Rec = person ?? {};
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
      <Descriptions.Item label="Person">
        <Typography.Link onClick={() => navigate(registry.clientRoute('Person', reg))}>{reg}</Typography.Link>
        {error ? ' (not found)' : ''}
      </Descriptions.Item>
      <Descriptions.Item label="Role">{show(link.role)}</Descriptions.Item>
      <Descriptions.Item label="Name">{show(p.name ?? link.name)}</Descriptions.Item>
      <Descriptions.Item label="Type">{show(p.type)}</Descriptions.Item>
      <Descriptions.Item label="Email">{show(p.email)}</Descriptions.Item>
      <Descriptions.Item label="Phone">{show(p.phone ?? p.mobile)}</Descriptions.Item>
    </Descriptions>
  );
}
