/** The global search page for a text (`/global-search?search=acme`), or the page alone for blank text. */
export function globalSearchPath(text: string): string {
  const search = text.trim();
  return search ? `/global-search?${new URLSearchParams({ search }).toString()}` : '/global-search';
}
