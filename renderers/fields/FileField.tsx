import type { WidgetProps } from '@rjsf/utils';
import { FileUploadWidget } from '../widgets/FileUploadWidget.tsx';

/** file: one document chosen and checked (accept, maxSize); uploaded later by the documents card. */
export function FileField(props: WidgetProps) {
  return <FileUploadWidget widget={props} multiple={false} />;
}
