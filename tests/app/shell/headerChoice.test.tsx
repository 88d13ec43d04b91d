// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../renderers/helpers/jsdomStubs.ts';
import { HeaderChoice } from '../../../app/shell/HeaderChoice.tsx';

afterEach(cleanup);

const OPTIONS = [
  { value: 'en-EU', label: 'English' },
  { value: 'fr', label: 'Français' },
];

function draw(props: { value?: string; busy?: boolean } = {}) {
  const onChange = vi.fn();
  render(<HeaderChoice label="Language" value={props.value ?? 'en-EU'} options={OPTIONS} onChange={onChange} width={120} busy={props.busy} testId="locale-select" />);
  return { onChange, button: screen.getByTestId('locale-select') };
}

describe('HeaderChoice', () => {
  it('names the current choice, not its code, on the button and for assistive technology', () => {
    const { button } = draw({ value: 'fr' });
    expect(button.textContent).toBe('Français');
    expect(button.getAttribute('aria-label')).toBe('Language: Français');
    expect(button.getAttribute('title')).toBe('Language');
  });

  it('opens a menu of the choices, the current one selected, and reports another one picked', async () => {
    const { onChange, button } = draw();
    fireEvent.click(button);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['English', 'Français']);
    expect(items[0].className).toMatch(/selected/);
    fireEvent.click(items[0]);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(button);
    fireEvent.click((await screen.findAllByRole('menuitem'))[1]);
    expect(onChange).toHaveBeenCalledWith('fr');
  });

  it('does not open while a change is in progress', async () => {
    const { button } = draw({ busy: true });
    fireEvent.click(button);
    await waitFor(() => expect(button.className).toMatch(/loading/));
    expect(screen.queryAllByRole('menuitem')).toHaveLength(0);
  });

  it('shows the value itself when no choice has it (a locale no longer offered)', () => {
    const { button } = draw({ value: 'de' });
    expect(button.textContent).toBe('de');
  });
});
