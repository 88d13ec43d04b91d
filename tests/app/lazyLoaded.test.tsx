// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyLoaded, moduleLoader } from '../../app/lazyLoaded.ts';

afterEach(cleanup);

const Page = () => <p data-testid="page">page</p>;
const module = { Page };

describe('moduleLoader', () => {
  it('loads once, remembers the module, and tries again after a failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const load = moduleLoader(importer);
    await expect(load()).rejects.toThrow('offline');
    expect(load.loaded()).toBeUndefined();
    await expect(load()).resolves.toBe(module);
    await load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(load.loaded()).toBe(module);
  });
});

describe('lazyLoaded', () => {
  it('renders a module already loaded in the first pass, without its fallback', async () => {
    const load = moduleLoader(async () => module);
    await load();
    const alongside = vi.fn();
    const Lazy = lazyLoaded(load, (m) => m.Page, alongside);
    render(
      <Suspense fallback={<p data-testid="fallback" />}>
        <Lazy />
      </Suspense>,
    );
    // synchronously after render: no suspended pass
    expect(screen.getByTestId('page')).toBeTruthy();
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(alongside).toHaveBeenCalledTimes(1);
  });

  it('suspends on a module not loaded yet, starting what goes alongside, then renders it', async () => {
    let resolve!: (m: typeof module) => void;
    const load = moduleLoader(() => new Promise<typeof module>((r) => (resolve = r)));
    const alongside = vi.fn();
    const Lazy = lazyLoaded(load, (m) => m.Page, alongside);
    render(
      <Suspense fallback={<p data-testid="fallback" />}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByTestId('fallback')).toBeTruthy();
    expect(alongside).toHaveBeenCalledTimes(1);
    await act(async () => resolve(module));
    expect(await screen.findByTestId('page')).toBeTruthy();
  });
});
