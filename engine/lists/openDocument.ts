type Rec = Record<string, unknown>;

/** Shown when a row's document list is empty (seed 002 §8: 'No file name found' when a download has no file). */
export const NO_DOCUMENT_MESSAGE = 'No file name found';

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first document of a documents list answer (an array, or `{entities}`), if it has an id. */
export function firstDocument(answer: unknown): Rec | undefined {
  const list = Array.isArray(answer) ? answer : isRec(answer) && Array.isArray(answer.entities) ? answer.entities : [];
  const doc: unknown = list[0];
  return isRec(doc) && (typeof doc._id === 'string' || typeof doc.registration === 'string') ? doc : undefined;
}

/**
 * The call answering a ready-to-open link of a document (`{url}`: its content url with
 * `contentDisposition=inline` and a single-use ticket in the query, seed 002 §7): the document's content url
 * with `/link` for `/content`, else `{documents list path}/{id}/link`.
 */
export function documentLinkPath(listPath: string, doc: Rec): string {
  const url = typeof doc.url === 'string' ? doc.url.split('?')[0] : '';
  if (url.endsWith('/content')) return `${url.slice(0, -'/content'.length)}/link`;
  const id = encodeURIComponent(String(doc._id ?? doc.registration));
  return `${listPath.split('?')[0].replace(/\/$/, '')}/${id}/link`;
}
