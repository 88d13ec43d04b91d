import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../schemas/generated/shapes.ts';
import { bottomNavigationItems } from '../../../engine/shell/bottomNavigationItems.ts';
import { DEFAULT_LANDING_PATH, landingPath } from '../../../engine/shell/landingPath.ts';
import { parseNavigationMode } from '../../../engine/shell/navigationMode.ts';

describe('navigation mode', () => {
  it('reads a mode or a preference value, nothing else', () => {
    expect(parseNavigationMode('top')).toBe('top');
    expect(parseNavigationMode({ mode: 'collapsed' })).toBe('collapsed');
    expect(parseNavigationMode('bottom')).toBeUndefined();
    expect(parseNavigationMode(null)).toBeUndefined();
  });
});

describe('responsive bottom navigation (seed 000 §3.5, §6)', () => {
  const items: MenuItem[] = [
    { path: '/persons', title: 'Persons' },
    { path: '/contracts', profiles: ['BACK_OFFICE'] },
    { path: '/deals', profiles: ['SALES', 'BACK_OFFICE'], icon: 'deal' },
    { path: '/hidden', hidden: true },
    {
      path: '/billing',
      title: 'Billing',
      subMenus: [
        { path: '/invoices', title: 'Invoices' },
        { path: '/sepas', profiles: ['NOBODY'] },
      ],
    },
    { path: '/old-tasks', redirect: '/tasks', title: 'Tasks' },
  ];

  it('shows the items of the user profiles or of no profile, flattens groups and follows redirects', () => {
    expect(bottomNavigationItems(items, ['SALES'])).toEqual([
      { path: '/persons', title: 'Persons' },
      { path: '/deals', title: 'Deals', icon: 'deal' },
      { path: '/invoices', title: 'Invoices' },
      { path: '/tasks', title: 'Tasks' },
    ]);
    expect(bottomNavigationItems(items, ['BACK_OFFICE']).map((i) => i.path)).toEqual([
      '/persons',
      '/contracts',
      '/deals',
      '/invoices',
      '/tasks',
    ]);
  });

  it('keeps at most five entries, each path once; nothing configured is an empty bar', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ path: `/p${i % 7}` }));
    expect(bottomNavigationItems(many, []).map((i) => i.path)).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4']);
    expect(bottomNavigationItems(undefined, ['SALES'])).toEqual([]);
  });
});

describe('landing page (seed 000 §3.5)', () => {
  const base = {
    user: { username: 'u@master', tenant: 'master', profiles: ['SALES'] },
    menus: [
      { path: '/person', subMenus: [{ path: '/persons' }, { path: '/prospects', profiles: ['OTHER'] }] },
      { path: '/financing', subMenus: [{ path: '/deals' }] },
    ],
    clientRoutes: ['/persons', '/person', '/deals', '/documentation'],
    options: { allowedRoutes: ['/calendar'] },
  };

  it('opens the configured landing page when the user may open it', () => {
    expect(landingPath({ ...base, landingPage: '/deals' })).toBe('/deals');
    expect(landingPath({ ...base, landingPage: '/deals?status=OPEN' })).toBe('/deals?status=OPEN');
    expect(landingPath({ ...base, landingPage: '/calendar' })).toBe('/calendar');
  });

  it('ignores a landing page outside the allowed routes, outside the application or the index itself', () => {
    for (const landingPage of [
      '/contracts',
      '/prospects',
      '//evil.example/x',
      'https://evil.example',
      '/',
      '',
      null,
    ]) {
      expect(landingPath({ ...base, landingPage })).toBe('/persons');
    }
  });

  it('falls back to /home, or to the first menu entry of a user who may not open /home', () => {
    expect(landingPath(null)).toBe(DEFAULT_LANDING_PATH);
    expect(landingPath({ user: base.user })).toBe('/home');
    expect(
      landingPath({
        ...base,
        clientRoutes: ['/deals'],
        menus: [{ path: '/financing', subMenus: [{ path: '/deals' }] }],
      }),
    ).toBe('/deals');
  });
});
