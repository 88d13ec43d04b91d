// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import type { EngineEnv } from '../../../engine/env/EngineEnv.ts';
import { EngineContext } from '../../../renderers/context/EngineContext.ts';
import { FormWarmUp } from '../../../renderers/fields/warmUp/FormWarmUp.tsx';
import { WARM_UP_FIELDS } from '../../../renderers/fields/warmUp/warmUpSchema.ts';
import { memoryDataProvider } from '../helpers/memoryDataProvider.ts';

afterEach(cleanup);

/** A browser's layout observer (jsdom has none: without it the warm-up draws nothing, as in the other tests). */
beforeAll(() => {
  const Observer = class { observe() {} disconnect() {} unobserve() {} takeRecords() { return []; } };
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('ResizeObserver', Observer);
});
afterAll(() => vi.unstubAllGlobals());

describe('FormWarmUp (the shell warms the form engine once the browser is idle)', () => {
  it('draws one field of each kind in a node outside the document, asks nothing, translates nothing, then is done; once per page load', async () => {
    const data = memoryDataProvider();
    // the app's t reports keys it lacks as missing translations: the warm-up's labels must not reach it
    const t = vi.fn((k: string) => k);
    const env: EngineEnv = { registry: createDefaultRegistry(), shapes: [], data, notify: vi.fn(), navigate: vi.fn(), t, can: () => true, user: { tenant: 'test' } };
    const drawn: number[] = [];
    const tables: HTMLElement[] = [];
    // every element the warm-up draws is created by React; count the fields' inputs as they are made
    const create = document.createElement.bind(document);
    const spy = vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
      const element = create(tag, options);
      if (tag === 'input' || tag === 'textarea' || tag === 'button') drawn.push(1);
      if (tag === 'table') tables.push(element);
      return element;
    });
    const onDone = vi.fn();
    render(<EngineContext.Provider value={env}><div id="page">the page</div><FormWarmUp onDone={onDone} timeout={10} /></EngineContext.Provider>);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    spy.mockRestore();
    expect(drawn.length).toBeGreaterThanOrEqual(WARM_UP_FIELDS.length);
    // the cards' other UI kit components too (a table among them), kept drawn off the document once done
    await new Promise((resolve) => setTimeout(resolve, 50));
    const table = tables.find((element) => element.closest('.ant-table'));
    let top = table;
    while (top?.parentElement) top = top.parentElement;
    expect(top?.isConnected).toBe(false);
    // still in the warm-up's node, beside its form (an unmounted drawing would be a lone subtree)
    expect(top?.querySelector('.ant-table')).toBeTruthy();
    expect(top?.querySelector('[id^="warmUp"]')).toBeTruthy();
    // nothing of it was ever in the document, nothing stays
    expect(document.querySelector('[id^="warmUp"]')).toBeNull();
    expect(document.body.textContent).toBe('the page');
    expect(data.calls).toEqual([]);
    expect(t).not.toHaveBeenCalled();

    // a second shell in the same page load (signed out and in again) does not warm again
    cleanup();
    const again = vi.fn();
    const spyAgain = vi.spyOn(document, 'createElement');
    await act(async () => {
      render(<EngineContext.Provider value={env}><FormWarmUp onDone={again} timeout={10} /></EngineContext.Provider>);
    });
    expect(again).toHaveBeenCalledTimes(1);
    expect(spyAgain.mock.calls.filter(([tag]) => tag === 'input')).toHaveLength(0);
    spyAgain.mockRestore();
  });
});
