// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideViewDrawer } from '../../../renderers/table/SideViewDrawer.tsx';
import { cardEnv, withEnv } from '../cards/cardEnv.tsx';

afterEach(cleanup);

const contract = { _id: 'id1', registration: 'CTR1', name: 'Fleet lease', status: 'DRAFT', _version: 1 };

describe('SideViewDrawer', () => {
  it('shows the record of the link and closes on Alt+X (seed 000 §2.1)', async () => {
    const onClose = vi.fn();
    const { env } = cardEnv({ Contract: [contract] });
    render(withEnv(env, <SideViewDrawer path="/contract/CTR1" onClose={onClose} />));
    expect((await screen.findByTestId('card-title')).textContent).toBe('Fleet lease (CTR1)');
    fireEvent.keyDown(window, { key: 'r', altKey: true });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'x', altKey: true });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the record read-only when the list is read-only or the link asks it (seed 002 §2.4)', async () => {
    const { env } = cardEnv({ Contract: [contract] });
    const view = render(withEnv(env, <SideViewDrawer path="/contract/CTR1" readOnly onClose={() => undefined} />));
    expect(await screen.findByTestId('read-only')).toBeTruthy();
    expect(screen.queryByTestId('save')).toBeNull();
    view.unmount();
    render(withEnv(env, <SideViewDrawer path="/contract/CTR1?readOnly=1" onClose={() => undefined} />));
    expect(await screen.findByTestId('read-only')).toBeTruthy();
    cleanup();
    render(withEnv(env, <SideViewDrawer path="/contract/CTR1" onClose={() => undefined} />));
    expect(await screen.findByTestId('save')).toBeTruthy();
    expect(screen.queryByTestId('read-only')).toBeNull();
  });

  it('leaves Alt+X alone while closed', () => {
    const onClose = vi.fn();
    const { env } = cardEnv();
    render(withEnv(env, <SideViewDrawer onClose={onClose} />));
    fireEvent.keyDown(window, { key: 'x', altKey: true });
    expect(onClose).not.toHaveBeenCalled();
  });
});
