import { AiAsk } from './AiAsk.tsx';
import type { ElementProps } from './ElementProps.ts';

/** ai: a question box answered by the element's `endpoint` or `script` (and says so when none is set). */
export function AiElement({ element, entityName, record }: ElementProps) {
  const p = element.props;
  return (
    <AiAsk
      endpoint={typeof p.endpoint === 'string' ? p.endpoint : undefined}
      script={typeof p.script === 'string' ? p.script : undefined}
      entityName={entityName}
      registration={record?.registration ? String(record.registration) : undefined}
    />
  );
}
