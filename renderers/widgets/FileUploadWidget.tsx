import { useState } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { fieldMeta } from '../fields/fieldMeta.ts';
import { FieldMessages } from '../templates/FieldMessages.tsx';
import { useT } from '../context/useT.ts';
import { fileItems, fileProblems, toFileValue, type FileValue } from './fileValue.ts';

/**
 * Chooses files without uploading them: each file is checked against `accept` and `maxSize` (a
 * refused file is not kept and its message shows), then kept in the form as a {@link FileValue};
 * the card page uploads it as a document of the record when it saves. One file, or a list with `multiple`.
 */
export function FileUploadWidget({ widget, multiple }: { widget: WidgetProps; multiple: boolean }) {
  const { id, value, disabled, readonly, onChange } = widget;
  const meta = fieldMeta(widget);
  const t = useT();
  const [problems, setProblems] = useState<string[]>([]);
  const items = fileItems(value);
  const store = (next: FileValue[]) => onChange(multiple ? next : next[0]);
  const choose = (file: File, chosen: File[]) => {
    if (file !== chosen[0]) return false;
    const found = chosen.flatMap((f) => fileProblems(f, meta.accept, meta.maxSize, t));
    const kept = chosen.filter((f) => fileProblems(f, meta.accept, meta.maxSize).length === 0).map(toFileValue);
    setProblems(found);
    if (kept.length) store(multiple ? [...items, ...kept] : kept.slice(0, 1));
    return false;
  };
  return (
    <>
      <Upload
        id={id}
        multiple={multiple}
        accept={meta.accept?.map((ext) => `.${ext}`).join(',')}
        disabled={disabled || readonly}
        fileList={items.map((item, index) => ({ uid: `${index}-${item.name}`, name: item.name ?? '', status: 'done' as const, url: item.url ?? undefined }))}
        beforeUpload={choose}
        onRemove={(removed) => {
          store(items.filter((_item, index) => `${index}-${_item.name}` !== removed.uid));
          return false;
        }}
      >
        {readonly ? null : (
          <Button icon={<UploadOutlined />} disabled={disabled}>
            {t(multiple ? 'Select files' : 'Select a file')}
          </Button>
        )}
      </Upload>
      <FieldMessages errors={problems} warnings={[]} />
    </>
  );
}
