import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';

export interface HeaderChoiceOption<V extends string> {
  value: V;
  label: string;
}

/**
 * One of the header's choices (language, menu position, tenant): a button naming the current choice
 * that opens a menu of the others, the current one ticked. A drop-down menu rather than a Select: the
 * shell already has the menu's code, a Select would bring its own (with a virtual list) to the first
 * load for three short lists (issue 10's bundle budget, docs/shell.md).
 */
export function HeaderChoice<V extends string>({
  label,
  value,
  options,
  onChange,
  width,
  busy = false,
  testId,
}: {
  /** what is chosen, for assistive technology and the tooltip ("Language") */
  label: string;
  value: V;
  options: HeaderChoiceOption<V>[];
  onChange(value: V): void;
  width: number;
  /** a change in progress: the button spins and does not open */
  busy?: boolean;
  testId: string;
}) {
  const current = options.find((o) => o.value === value)?.label ?? value;
  return (
    <Dropdown
      trigger={['click']}
      disabled={busy}
      menu={{
        items: options.map((o) => ({ key: o.value, label: o.label })),
        selectable: true,
        selectedKeys: [value],
        onClick: ({ key }) => {
          if (key !== value) onChange(key as V);
        },
        style: { maxHeight: 360, overflowY: 'auto' },
      }}
    >
      <Button
        aria-label={`${label}: ${current}`}
        title={label}
        loading={busy}
        style={{ width, display: 'inline-flex', justifyContent: 'space-between' }}
        data-testid={testId}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{current}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
