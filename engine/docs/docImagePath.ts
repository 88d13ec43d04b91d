/** Where the server serves the documentation's images (seed 002 §7 "GET /api/doc/integration/..."). */
export const DOC_IMAGES_PATH = '/api/doc/integration';

/**
 * The API path of an image a documentation page names relative to docs/ (seed 002 §2.5: links are
 * rewritten relative to /documentation): `images/flow.svg`, `./images/flow.svg` and
 * `docs/images/flow.svg` -> `/api/doc/integration/images/flow.svg`. Undefined for anything else:
 * web and absolute addresses, and paths leaving the folder (`..`, hidden files).
 */
export function docImagePath(href: string): string | undefined {
  if (/^([a-z][a-z0-9+.-]*:|\/|#|\\)/i.test(href)) return undefined;
  const path = href.replace(/^\.\//, '').replace(/^docs\//, '').split(/[?#]/)[0];
  const segments = path.split('/');
  if (!path || !segments.every((s) => /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(s))) return undefined;
  return `${DOC_IMAGES_PATH}/${segments.map(encodeURIComponent).join('/')}`;
}
