// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LayoutRunner } from '../../../engine/cards/resolveLayout.ts';
import { LayoutRunnerContext } from '../../../renderers/cards/page/LayoutRunnerContext.ts';
import { useCardLayout } from '../../../renderers/cards/page/useCardLayout.ts';
import { cardEnv, withEnv } from './cardEnv.tsx';

afterEach(() => {
  cleanup();
  ran = [];
});

/** The tenant's published layout and the draft an administrator has one user try. */
const SCRIPTS = [
  { registration: 'contract-layout', name: 'contract-layout', type: 'layout', content: "function execute() { return { title: 'published' }; }" },
  { registration: 'contract-layout-draft', name: 'contract-layout-draft', type: 'layout', content: "function execute() { return { title: 'draft' }; }" },
];

/** The code each run was given (the sandbox's job in the app): which layout ran. */
let ran: string[] = [];
const runner: LayoutRunner = async ({ code }) => {
  ran.push(/title: '(\w+)'/.exec(code)?.[1] ?? '');
  return { left: [], right: [] };
};

function layoutOf(scriptOverrides: Record<string, string> | null) {
  const { env, calls } = cardEnv({ Script: SCRIPTS });
  env.user = { username: 'tester@master', scriptOverrides };
  const schema = env.registry.get('Contract').schema;
  const wrapper = ({ children }: { children: ReactNode }) => withEnv(env, <LayoutRunnerContext.Provider value={runner}>{children}</LayoutRunnerContext.Provider>);
  const hook = renderHook(() => useCardLayout('Contract', schema, { registration: 'CTR1' }, true), { wrapper });
  return { hook, calls };
}

describe('scriptOverrides (seed 000 §3.5): the client loads the override in place of the script', () => {
  it('a user without overrides runs the published layout script', async () => {
    const { hook, calls } = layoutOf(null);
    await waitFor(() => expect(hook.result.current.ready).toBe(true));
    expect(ran).toEqual(['published']);
    expect(calls.map((c) => c.path)).toEqual(['/api/script/ui-scripts/contract-layout']);
  });

  it('a user whose configuration overrides contract-layout loads and runs the draft instead', async () => {
    const { hook, calls } = layoutOf({ 'contract-layout': 'contract-layout-draft' });
    await waitFor(() => expect(hook.result.current.ready).toBe(true));
    expect(ran).toEqual(['draft']);
    expect(calls.map((c) => c.path)).toEqual(['/api/script/ui-scripts/contract-layout-draft']);
  });

  it('an override of another script changes nothing here', async () => {
    const { hook, calls } = layoutOf({ 'person-layout': 'contract-layout-draft' });
    await waitFor(() => expect(hook.result.current.ready).toBe(true));
    expect(ran).toEqual(['published']);
    expect(calls.map((c) => c.path)).toEqual(['/api/script/ui-scripts/contract-layout']);
  });
});
