import { Alert } from 'antd';
import type { FilterProps } from './FilterProps.ts';

/** A filter type nobody registered: says so, never renders nothing. */
export function FallbackFilter({ field }: FilterProps) {
  return <Alert type="warning" showIcon title={`Unknown filter type ${field.type ?? '(none)'}`} />;
}
