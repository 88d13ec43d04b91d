// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Clipped, isolatesLtr } from '../../../renderers/elements/Clipped.tsx';

afterEach(cleanup);

/** jsdom lays nothing out: the widths a browser would measure. */
function measure(el: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('Clipped', () => {
  it('cuts its text on one line with an ellipsis by CSS', () => {
    render(<Clipped text="A very long company name that does not fit" data-testid="c" />);
    const el = screen.getByTestId('c');
    expect(el.textContent).toBe('A very long company name that does not fit');
    expect(el.style.textOverflow).toBe('ellipsis');
    expect(el.style.overflow).toBe('hidden');
    expect(el.style.whiteSpace).toBe('nowrap');
    expect(el.style.maxWidth).toBe('100%');
  });

  it('shows the whole text as its tooltip only when it is cut', () => {
    render(<Clipped text="A very long company name" data-testid="c" />);
    const el = screen.getByTestId('c');
    measure(el, 100, 100);
    fireEvent.mouseEnter(el);
    expect(el.hasAttribute('title')).toBe(false);
    measure(el, 300, 100);
    fireEvent.mouseEnter(el);
    expect(el.getAttribute('title')).toBe('A very long company name');
    // wider again (the column was widened): no tooltip
    measure(el, 100, 120);
    fireEvent.mouseEnter(el);
    expect(el.hasAttribute('title')).toBe(false);
  });

  it('keeps the whole text as tooltip of a text cut before (maxLength)', () => {
    render(<Clipped text="Payer with a long name" alwaysTitle data-testid="c">Payer with a lo…</Clipped>);
    const el = screen.getByTestId('c');
    expect(el.textContent).toBe('Payer with a lo…');
    expect(el.getAttribute('title')).toBe('Payer with a long name');
    measure(el, 50, 100);
    fireEvent.mouseEnter(el);
    expect(el.getAttribute('title')).toBe('Payer with a long name');
  });

  it('isolates numbers and codes left to right, never Arabic texts', () => {
    render(
      <>
        <Clipped text="+33 6 12 34 56 78" data-testid="phone" />
        <Clipped text="شركة الأمل" data-testid="name" />
        <Clipped text="-1 234,50 €" ltr data-testid="amount" />
        <Clipped text="شركة" ltr data-testid="forced" />
        <Clipped text="CTR00000012" ltr={false} data-testid="off" />
      </>,
    );
    expect(screen.getByTestId('phone').getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('phone').className).toContain('tabula-ltr');
    expect(screen.getByTestId('phone').style.unicodeBidi).toBe('isolate');
    expect(screen.getByTestId('name').hasAttribute('dir')).toBe(false);
    expect(screen.getByTestId('amount').getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('forced').hasAttribute('dir')).toBe(false);
    expect(screen.getByTestId('off').hasAttribute('dir')).toBe(false);
    expect([isolatesLtr('31-12-2026'), isolatesLtr('—'), isolatesLtr('—', true)]).toEqual([true, false, true]);
  });
});
