import { describe, expect, it } from 'vitest';
import { shortcutAction, type KeyPress } from '../../../engine/shell/shortcuts.ts';

describe('shortcutAction (seed 000 §2.1)', () => {
  it.each<[KeyPress, string | undefined]>([
    [{ key: 'r', altKey: true }, 'reloadLayout'],
    [{ key: 'R', altKey: true }, 'reloadLayout'],
    [{ key: 's', ctrlKey: true }, 'submitForm'],
    [{ key: 's', metaKey: true }, 'submitForm'],
    [{ key: 'S', ctrlKey: true, shiftKey: true }, 'openScripts'],
    [{ key: 'Escape' }, 'toggleSideView'],
    [{ key: 'x', altKey: true }, 'toggleSideView'],
    [{ key: 'F9' }, 'toggleDecoration'],
    [{ key: 'C', ctrlKey: true, shiftKey: true }, 'toggleDebug'],
    [{ key: 'c', ctrlKey: true }, undefined],
    [{ key: 'r' }, undefined],
    [{ key: 'a', altKey: true }, undefined],
  ])('%j -> %s', (press, action) => {
    expect(shortcutAction(press)).toBe(action);
  });
});
