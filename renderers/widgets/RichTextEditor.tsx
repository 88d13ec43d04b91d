import { useEffect, useRef } from 'react';
import { Button, Space } from 'antd';
import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useT } from '../context/useT.ts';
import { sanitizeHtml, sanitizeInto } from './sanitizeHtml.ts';

/** The toolbar's commands; `title` is a translation key. */
const COMMANDS = [
  { command: 'bold', title: 'Bold', icon: <BoldOutlined /> },
  { command: 'italic', title: 'Italic', icon: <ItalicOutlined /> },
  { command: 'underline', title: 'Underline', icon: <UnderlineOutlined /> },
  { command: 'insertUnorderedList', title: 'Bulleted list', icon: <UnorderedListOutlined /> },
  { command: 'insertOrderedList', title: 'Numbered list', icon: <OrderedListOutlined /> },
];

/**
 * Rich text edited in place with a small toolbar. The stored HTML is rebuilt through a whitelist
 * before it is shown and again when it is read back, so no script, style or event handler survives.
 */
export function RichTextEditor(props: { id: string; value: string; editable: boolean; onChange: (html: string) => void; onBlur?: () => void }) {
  const { id, value, editable, onChange, onBlur } = props;
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  useEffect(() => {
    if (box.current && value !== emitted.current) sanitizeInto(value, box.current);
  }, [value]);
  const emit = () => {
    const html = sanitizeHtml(box.current?.innerHTML ?? '');
    emitted.current = html;
    onChange(html);
  };
  const run = (command: string) => {
    if (typeof document.execCommand === 'function') document.execCommand(command);
    emit();
  };
  return (
    <div className="tabula-richtext" style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      {editable ? (
        <Space size={2} style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
          {COMMANDS.map((c) => (
            <Button key={c.command} size="small" type="text" icon={c.icon} title={t(c.title)} aria-label={t(c.title)} onMouseDown={(e) => e.preventDefault()} onClick={() => run(c.command)} />
          ))}
        </Space>
      ) : null}
      <div id={id} ref={box} role="textbox" aria-multiline="true" contentEditable={editable} suppressContentEditableWarning
        style={{ minHeight: 64, padding: '4px 11px', outline: 'none' }} onInput={emit} onBlur={onBlur} />
    </div>
  );
}
