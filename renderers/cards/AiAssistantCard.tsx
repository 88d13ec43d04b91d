import { AiAsk } from '../elements/AiAsk.tsx';
import type { CardProps } from './CardProps.ts';

/**
 * AiAssistant: questions about the record, answered by the card's `endpoint` (POST) or `script`
 * (a script run); with neither it says plainly that no assistant is configured.
 */
export function AiAssistantCard({ spec, entityName, registration }: CardProps) {
  const { endpoint, script } = spec.props;
  return <AiAsk endpoint={typeof endpoint === 'string' ? endpoint : undefined} script={typeof script === 'string' ? script : undefined} entityName={entityName} registration={registration} />;
}
