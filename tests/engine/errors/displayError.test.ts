import { describe, expect, it } from 'vitest';
import { displayError } from '../../../engine/errors/displayError.ts';

describe('displayError (seed 000 §8.2)', () => {
  it('shows the server message with the status, after the generic prefix', () => {
    expect(displayError({ status: 500, body: { message: 'Internal error' } })).toEqual({
      level: 'error',
      message: 'Oops, something went wrong Internal error (500)',
    });
  });
  it('joins the errors list with commas when there is no message', () => {
    const body = { errors: [{ path: 'a', message: 'first' }, { path: 'b', message: 'second' }] };
    expect(displayError({ status: 400, body }).message).toBe('Oops, something went wrong first, second (400)');
  });
  it('shows a 499 server message as a warning', () => {
    expect(displayError({ status: 499, body: { message: 'Run already in progress' } })).toEqual({
      level: 'warning',
      message: 'Run already in progress',
    });
  });
  it('shows a 409 rejectionReason as a warning', () => {
    expect(displayError({ status: 409, body: { message: 'x', rejectionReason: 'Changed by someone else' } })).toEqual({
      level: 'warning',
      message: 'Changed by someone else',
    });
  });
  it('parses text (blob) bodies as JSON, else shows them as text', () => {
    expect(displayError({ status: 400, body: '{"message":"Bad"}' }).message).toBe('Oops, something went wrong Bad (400)');
    expect(displayError({ status: 502, body: 'Bad gateway' }).message).toBe('Oops, something went wrong Bad gateway (502)');
  });
  it('tells a network error from offline mode', () => {
    expect(displayError({ networkError: true }).message).toBe('Network error: Check your internet connection');
    expect(displayError({ networkError: true }, { offline: true }).message).toBe(
      'You are in offline mode, some features requiring network connectivity are not available.',
    );
  });
  it('translates the server message', () => {
    const t = (k: string) => (k === 'Bad' ? 'Mauvais' : k);
    expect(displayError({ status: 499, body: { message: 'Bad' } }, { t }).message).toBe('Mauvais');
  });
});
