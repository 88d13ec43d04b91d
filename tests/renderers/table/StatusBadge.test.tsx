// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { EngineContext } from '../../../renderers/context/EngineContext.ts';
import { StatusBadge } from '../../../renderers/table/StatusBadge.tsx';
import { testEnv } from '../helpers/renderForm.tsx';

afterEach(cleanup);

// the badge reads its entity's workflow colours through the engine (none here: no entity given)
const inEngine = (badge: ReactElement) => render(<EngineContext.Provider value={testEnv()}>{badge}</EngineContext.Provider>);

describe('status badge (seed 002 §9)', () => {
  it('cuts its label at 30 characters, the ellipsis included, and keeps the whole label as title', () => {
    const long = 'Awaiting the signature of both parties';
    const { container } = inEngine(<StatusBadge value="AWAITING" label={long} />);
    const tag = container.querySelector('.ant-tag') as HTMLElement;
    expect(tag.textContent).toBe(`${long.slice(0, 29)}…`);
    expect([...(tag.textContent ?? '')]).toHaveLength(30);
    expect(tag.getAttribute('title')).toBe(long);
  });

  it('shows a label of 30 characters whole', () => {
    const exact = 'x'.repeat(30);
    const { container } = inEngine(<StatusBadge value="X" label={exact} />);
    expect(container.querySelector('.ant-tag')?.textContent).toBe(exact);
  });
});
