// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../renderers/helpers/jsdomStubs.ts';
import { HeaderSearch } from '../../../app/shell/HeaderSearch.tsx';
import { UserMenu } from '../../../app/shell/UserMenu.tsx';
import { globalSearchPath } from '../../../app/shell/globalSearchPath.ts';

afterEach(cleanup);

describe('the header search box', () => {
  it('opens the global search with the typed text', () => {
    const onNavigate = vi.fn();
    render(<HeaderSearch onNavigate={onNavigate} width={200} />);
    const input = screen.getByPlaceholderText('Search everywhere');
    fireEvent.change(input, { target: { value: ' Acme & co ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    expect(onNavigate).toHaveBeenCalledWith('/global-search?search=Acme+%26+co');
  });

  it('a blank text opens the page itself', () => {
    expect(globalSearchPath('  ')).toBe('/global-search');
    expect(globalSearchPath('INV-1')).toBe('/global-search?search=INV-1');
  });
});

describe('the user menu', () => {
  it("shows the user's name and opens Themes", async () => {
    const onNavigate = vi.fn();
    render(<UserMenu username="ann@master" maxWidth={240} onNavigate={onNavigate} />);
    expect(screen.getByTestId('current-user').textContent).toBe('ann@master');
    fireEvent.click(screen.getByTestId('user-menu'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Themes']);
    fireEvent.click(items[0]);
    expect(onNavigate).toHaveBeenCalledWith('/themes');
  });
});
