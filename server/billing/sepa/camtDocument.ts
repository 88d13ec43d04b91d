import { DOMParser } from '@xmldom/xmldom';
import { AppError } from '../../../engine/errors/AppError.ts';
import { namespaceOf, validateAgainstXsd } from './xsdValidation.ts';

const CAMT = 'camt.053.001.02' as const;

const invalid = (why: string) => new AppError('INVALID_XML', [why]);

/** The text of an upload: UTF-8 (the only encoding xmllint reads), without a byte order mark. */
function utf8Text(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content).replace(/^\uFEFF/, '');
  } catch {
    throw invalid('the file is not UTF-8 text');
  }
}

/**
 * Checks an uploaded bank statement and answers its DOM: UTF-8 text, no DOCTYPE (no entity
 * tricks), well-formed, a `Document` of the camt.053.001.02 namespace, valid against the published
 * camt.053.001.02 XSD. Any failure is a 400 INVALID_XML saying which, in the user's terms.
 */
export async function camtDocument(content: Buffer): Promise<Document> {
  const xml = utf8Text(content);
  if (/<!DOCTYPE/i.test(xml)) throw invalid('a bank statement may not declare a DOCTYPE');
  const problems = await validateAgainstXsd(CAMT, xml);
  if (problems.some((p) => /parser error|Document is empty|Start tag expected/i.test(p.message)))
    throw invalid('the file is not well-formed XML');
  const doc = new DOMParser({
    errorHandler: { warning: () => undefined, error: () => undefined, fatalError: () => undefined },
  }).parseFromString(xml, 'text/xml');
  const root = doc?.documentElement;
  if (!root) throw invalid('the file is not well-formed XML');
  const namespace = root.namespaceURI ?? '';
  if (root.localName !== 'Document' || namespace !== namespaceOf(CAMT)) {
    const version = /camt\.\d{3}\.\d{3}\.\d{2}$/.exec(namespace)?.[0];
    throw invalid(
      version
        ? `only ${CAMT} bank statements are read, this file is ${version}`
        : `the file is not a ${CAMT} bank statement`,
    );
  }
  if (problems.length) {
    const at = problems[0].line ? ` (first problem at line ${problems[0].line})` : '';
    throw invalid(`the bank statement does not follow the ${CAMT} schema${at}`);
  }
  return doc as unknown as Document;
}
