// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_LOOKUP_DEBOUNCE, useRegistrationLookup } from '../../../renderers/widgets/useRegistrationLookup.ts';
import type { RegistrationLookup } from '../../../renderers/widgets/registrationLookup.ts';

afterEach(() => vi.useRealTimers());

describe('registration lookup (seed 001 §9)', () => {
  it('looks a number up 300 ms after the last keystroke, only the last text', async () => {
    vi.useFakeTimers();
    const lookup = vi.fn<RegistrationLookup>(async () => [{ label: 'Acme', value: 'SIR552100554' }]);
    const { result } = renderHook(() => useRegistrationLookup(lookup));
    act(() => result.current.search('SIR', '552'));
    await act(async () => vi.advanceTimersByTime(200));
    act(() => result.current.search('SIR', '552100'));
    await act(async () => vi.advanceTimersByTime(299));
    expect(lookup).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('SIR', '552100', undefined);
    expect(REGISTRATION_LOOKUP_DEBOUNCE).toBe(300);
  });
});
