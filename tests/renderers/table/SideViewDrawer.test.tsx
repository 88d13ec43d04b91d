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

  it('leaves Alt+X alone while closed', () => {
    const onClose = vi.fn();
    const { env } = cardEnv();
    render(withEnv(env, <SideViewDrawer onClose={onClose} />));
    fireEvent.keyDown(window, { key: 'x', altKey: true });
    expect(onClose).not.toHaveBeenCalled();
  });
});
