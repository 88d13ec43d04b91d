// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlightField, HIGHLIGHT_MS } from '../../../renderers/cards/page/highlightField.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('field highlight (seed 002 §9)', () => {
  it('highlights a field for 2 s, then gives it back its own outline', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="tabula-field"><input id="root_name" /></div>';
    const wrapper = document.querySelector('.tabula-field') as HTMLElement;
    wrapper.scrollIntoView = vi.fn();
    expect(highlightField('root_name')).toBe(true);
    expect(wrapper.dataset.highlighted).toBe('true');
    vi.advanceTimersByTime(1999);
    expect(wrapper.dataset.highlighted).toBe('true');
    vi.advanceTimersByTime(1);
    expect(wrapper.dataset.highlighted).toBeUndefined();
    expect(wrapper.style.outline).toBe('');
    expect(HIGHLIGHT_MS).toBe(2000);
  });

  it('says when the field is not drawn', () => {
    expect(highlightField('root_missing')).toBe(false);
  });
});
