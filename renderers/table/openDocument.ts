import type { DataProvider } from '../../engine/data/DataProvider.ts';
import { documentLinkPath, firstDocument, NO_DOCUMENT_MESSAGE } from '../../engine/lists/openDocument.ts';

/**
 * Opens the first document of a row's document list inline in a new window (seed 002 §2.1, §7):
 * the window opens at once (within the click, so no popup blocker stops it), then goes to the
 * document's link (its content url with a single-use ticket in the query). Answers false, the window closed,
 * when the list is empty; a failed call closes it and throws.
 */
export async function openFirstDocument(data: DataProvider, request: { method: string; path: string }): Promise<boolean> {
  const target = window.open('', '_blank');
  if (target) target.opener = null;
  try {
    const doc = firstDocument(await data.custom({ method: request.method, path: request.path }));
    if (!doc) {
      target?.close();
      return false;
    }
    const { url } = await data.custom<{ url: string }>({ method: 'GET', path: documentLinkPath(request.path, doc) });
    if (target) target.location.href = url;
    else window.open(url, '_blank', 'noopener');
    return true;
  } catch (err) {
    target?.close();
    throw err;
  }
}

export { NO_DOCUMENT_MESSAGE };
