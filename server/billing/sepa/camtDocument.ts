import { DOMParser } from '@xmldom/xmldom';
import { AppError } from '../../../engine/errors/AppError.ts';
import { namespaceOf, validateAgainstXsd, type XsdProblem } from './xsdValidation.ts';

/** The bank-to-customer messages read: end-of-day statements and debit/credit notifications. */
export const CAMT_MESSAGES = ['camt.053.001.02', 'camt.054.001.02'] as const;
export type CamtMessage = (typeof CAMT_MESSAGES)[number];

/** A checked bank file: its DOM and which message it is. */
export interface CamtFile {
  doc: Document;
  message: CamtMessage;
}

const invalid = (why: string) => new AppError('INVALID_XML', [why]);
const READ = 'camt.053.001.02 bank statements and camt.054.001.02 notifications';

/** The text of an upload: UTF-8 (the only encoding xmllint reads), without a byte order mark. */
function utf8Text(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content).replace(/^\uFEFF/, '');
  } catch {
    throw invalid('the file is not UTF-8 text');
  }
}

const notWellFormed = (problems: XsdProblem[]) =>
  problems.some((p) => /parser error|Document is empty|Start tag expected/i.test(p.message));

/** The first schema problem, as the user reads it: its line and libxml2's words. */
function firstProblem(p: XsdProblem): string {
  const what = p.message
    .replace(/^[^:]*document\.xml:\d+:\s*/, '')
    .replace(/^Schemas validity error\s*:\s*/i, '')
    .replace(/\{urn:[^}]+\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ` (first problem at line ${p.line ?? '?'}: ${what})`;
}

/**
 * Checks an uploaded bank file and answers its DOM: UTF-8 text, no DOCTYPE (no entity tricks),
 * well-formed, a `Document` of the camt.053.001.02 or camt.054.001.02 namespace, valid against that
 * message's published XSD. Any failure is a 400 INVALID_XML saying which, in the user's terms (for
 * a schema failure, the XSD's first problem).
 */
export async function camtDocument(content: Buffer): Promise<CamtFile> {
  const xml = utf8Text(content);
  if (/<!DOCTYPE/i.test(xml)) throw invalid('a bank statement may not declare a DOCTYPE');
  const first = await validateAgainstXsd('camt.053.001.02', xml);
  if (notWellFormed(first)) throw invalid('the file is not well-formed XML');
  const doc = new DOMParser({
    errorHandler: { warning: () => undefined, error: () => undefined, fatalError: () => undefined },
  }).parseFromString(xml, 'text/xml');
  const root = doc?.documentElement;
  if (!root) throw invalid('the file is not well-formed XML');
  const namespace = root.namespaceURI ?? '';
  const message = CAMT_MESSAGES.find((m) => namespaceOf(m) === namespace);
  if (root.localName !== 'Document' || !message) {
    const version = /camt\.\d{3}\.\d{3}\.\d{2}$/.exec(namespace)?.[0];
    throw invalid(
      version
        ? `only ${READ} are read, this file is ${version}`
        : 'the file is not a camt.053.001.02 bank statement or camt.054.001.02 notification',
    );
  }
  const problems = message === 'camt.053.001.02' ? first : await validateAgainstXsd(message, xml);
  const kind = message === 'camt.053.001.02' ? 'bank statement' : 'notification';
  if (problems.length) throw invalid(`the ${kind} does not follow the ${message} schema${firstProblem(problems[0])}`);
  return { doc: doc as unknown as Document, message };
}
