import { describe, expect, it } from 'vitest';
import { SPECIAL_PAGES } from '../../../app/pages/special/index.ts';
import { MENU_PAGES } from '../../../engine/shell/menuPages.ts';

describe('MENU_PAGES (the pages a tenant menu may point to besides entity pages)', () => {
  it('are all routed special pages', () => {
    const routed = new Set(SPECIAL_PAGES.map((p) => p.path));
    expect(MENU_PAGES.filter((p) => !routed.has(p))).toEqual([]);
  });
});
