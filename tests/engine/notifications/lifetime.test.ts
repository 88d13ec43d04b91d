import { expect, it } from 'vitest';
import { notificationLifetime, notificationPlacement } from '../../../engine/notifications/lifetime.ts';

it('lasts 5 s, 15 s for errors, forever with an action, or as configured', () => {
  expect(notificationLifetime({ level: 'success' })).toBe(5);
  expect(notificationLifetime({})).toBe(5);
  expect(notificationLifetime({ level: 'error' })).toBe(15);
  expect(notificationLifetime({ level: 'error', action: { label: 'Open' } })).toBe(0);
  expect(notificationLifetime({ level: 'info', autoDismiss: 8 })).toBe(8);
});

it('defaults to bottom-right', () => {
  expect(notificationPlacement(undefined)).toBe('bottomRight');
  expect(notificationPlacement('top-right')).toBe('topRight');
});
