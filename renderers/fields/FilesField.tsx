import type { WidgetProps } from '@rjsf/utils';
import { FileUploadWidget } from '../widgets/FileUploadWidget.tsx';

/** files: several documents, each checked (accept, maxSize); refused ones are not kept. */
export function FilesField(props: WidgetProps) {
  return <FileUploadWidget widget={props} multiple />;
}
