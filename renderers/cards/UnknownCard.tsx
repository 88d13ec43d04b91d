import { Alert } from 'antd';
import type { CardProps } from './CardProps.ts';

/** The fallback of the card registry: it says which kind is unknown. */
export function UnknownCard({ spec }: CardProps) {
  return <Alert type="warning" showIcon title={`Unknown card ${spec.kind}`} />;
}
