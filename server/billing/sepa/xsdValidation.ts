import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { memoryPages, validateXML } from 'xmllint-wasm';
import { projectPath } from '../../rootDir.ts';

/** The ISO 20022 messages whose published schema ships in ./xsd. */
export type Iso20022Message = 'pain.008.001.02' | 'pain.001.001.03' | 'camt.053.001.02' | 'camt.054.001.02';

/** One schema problem: where (line, when xmllint says) and what. */
export interface XsdProblem {
  line: number | null;
  message: string;
}

const XSD_DIR = projectPath('server', 'billing', 'sepa', 'xsd');
const schemas = new Map<Iso20022Message, Promise<string>>();

function schemaText(message: Iso20022Message): Promise<string> {
  let text = schemas.get(message);
  if (!text) {
    text = readFile(join(XSD_DIR, `${message}.xsd`), 'utf8');
    schemas.set(message, text);
  }
  return text;
}

/** The namespace of a message's documents (`urn:iso:std:iso:20022:tech:xsd:<message>`). */
export const namespaceOf = (message: Iso20022Message) => `urn:iso:std:iso:20022:tech:xsd:${message}`;

/**
 * Validates an XML text against the published XSD of the message with libxml2 (xmllint-wasm, run
 * in a worker): answers the problems, none when the document is valid. A text that is not
 * well-formed XML yields parser problems too.
 */
export async function validateAgainstXsd(message: Iso20022Message, xml: string): Promise<XsdProblem[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: `${message}.xsd`, contents: await schemaText(message) }],
    initialMemoryPages: memoryPages.defaultInitialMemoryPages,
    maxMemoryPages: 256 * memoryPages.MiB,
  });
  if (result.valid) return [];
  const problems = result.errors.map((e) => ({ line: e.loc?.lineNumber ?? null, message: e.message }));
  return problems.length ? problems : [{ line: null, message: 'invalid' }];
}
