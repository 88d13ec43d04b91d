/**
 * Rewrites a link of a documentation page relative to /documentation (seed 002 §2.5):
 * `data.md` -> `/documentation/data`, `api.md#paging` -> `/documentation/api#paging`; absolute and
 * external links are kept.
 */
export function rewriteDocLink(href: string): string {
  if (/^([a-z]+:|\/|#)/i.test(href)) return href;
  const m = /^(?:\.\/)?(?:docs\/)?([\w-]+)\.md(#.*)?$/.exec(href);
  return m ? `/documentation/${m[1]}${m[2] ?? ''}` : href;
}
