// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_RESIZE_DELAY, useNavigationResize } from '../../../app/shell/useNavigationResize.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('navigation resize event (seed 002 §9: after 400 ms)', () => {
  it('sends the window’s resize event 400 ms after the side menu folds or unfolds, not at the first render', () => {
    vi.useFakeTimers();
    const resized = vi.fn();
    window.addEventListener('resize', resized);
    const { rerender } = renderHook(({ collapsed }) => useNavigationResize(collapsed), { initialProps: { collapsed: false } });
    vi.advanceTimersByTime(1000);
    expect(resized).not.toHaveBeenCalled();
    expect(NAVIGATION_RESIZE_DELAY).toBe(400);
    rerender({ collapsed: true });
    vi.advanceTimersByTime(399);
    expect(resized).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(resized).toHaveBeenCalledTimes(1);
    // folded and unfolded again within 400 ms: one event, once the last move is done
    rerender({ collapsed: false });
    vi.advanceTimersByTime(200);
    rerender({ collapsed: true });
    vi.advanceTimersByTime(400);
    expect(resized).toHaveBeenCalledTimes(2);
    window.removeEventListener('resize', resized);
  });
});
