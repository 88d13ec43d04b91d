import { Alert } from 'antd';
import type { ElementProps } from './ElementProps.ts';

/** The fallback of the element registry: it says which type is unknown. */
export function UnknownElement({ element }: ElementProps) {
  return <Alert type="warning" showIcon title={`Unknown element ${element.type}`} />;
}
