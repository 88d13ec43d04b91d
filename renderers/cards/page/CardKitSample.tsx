import { Descriptions, Empty, Flex, List, Pagination, Segmented, Skeleton, Spin, Table, Tag, Upload } from 'antd';

const ROWS = [{ key: '1', a: '1', b: '2' }];
const COLUMNS = [
  { key: 'a', dataIndex: 'a', title: 'a' },
  { key: 'b', dataIndex: 'b', title: 'b' },
];

/**
 * One of each UI kit component the card pages' cards draw beyond a form's fields (tables with
 * pagination, lists, descriptions, uploads, tags, segmented choices, empty states, loading
 * placeholders), for the shell's warm-up (FormWarmUp) to draw off the document: the UI kit registers
 * each component kind's styles the first time one is drawn, and a style added while a card page
 * renders makes the browser recompute the styles of the whole page (bench/cards: 17 style
 * elements were added between the click on a contract row and its card page drawn). Texts are
 * not translated: nothing of it is ever shown.
 */
export function CardKitSample() {
  return (
    <Flex vertical>
      <Table size="small" columns={COLUMNS} dataSource={ROWS} pagination={{ pageSize: 1, total: 2, size: 'small' }} />
      <Pagination size="small" total={30} />
      <List size="small" dataSource={['a']} renderItem={(item) => <List.Item>{item}</List.Item>} />
      <Descriptions size="small" items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Upload fileList={[]} />
      <Tag>a</Tag>
      <Segmented options={['a', 'b']} />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      <Skeleton active />
      <Spin />
    </Flex>
  );
}
