import { describe, expect, it } from 'vitest';
import { rewriteDocLink } from '../../../engine/docs/rewriteDocLink.ts';

describe('rewriteDocLink', () => {
  it.each([
    ['data.md', '/documentation/data'],
    ['./api.md#paging', '/documentation/api#paging'],
    ['docs/getting-started.md', '/documentation/getting-started'],
    ['https://example.com/x.md', 'https://example.com/x.md'],
    ['/persons', '/persons'],
    ['#top', '#top'],
    ['image.png', 'image.png'],
  ])('%s -> %s', (href, expected) => {
    expect(rewriteDocLink(href)).toBe(expected);
  });
});
