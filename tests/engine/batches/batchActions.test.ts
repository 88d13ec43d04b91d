import { describe, expect, it } from 'vitest';
import { allowedBatchActions, BATCH_STATUSES, endStatusOf, isBatchAction, isBatchActionAllowed } from '../../../engine/batches/batchActions.ts';

describe('the batch state machine (seed 000 §4.1)', () => {
  it('allows per status only the actions of docs/batches.md', () => {
    expect(Object.fromEntries(BATCH_STATUSES.map((s) => [s, allowedBatchActions(s)]))).toEqual({
      DRAFT: ['DO'],
      FETCHING: ['CONTINUE', 'STOP_FETCHING'],
      PROCESSING: ['CONTINUE', 'STOP_FETCHING'],
      STOPPED: ['CONTINUE', 'COMPLETE', 'UNDO', 'RESET'],
      ERROR: ['CONTINUE', 'UNDO', 'RESET'],
      WARNING: ['COMPLETE', 'UNDO', 'RESET'],
      SUCCESS: ['UNDO', 'RESET'],
    });
  });

  it('treats a batch without status as DRAFT, and an undone run as only resettable', () => {
    expect(allowedBatchActions(null)).toEqual(['DO']);
    expect(allowedBatchActions('SUCCESS', 'UNDO')).toEqual(['RESET']);
    expect(allowedBatchActions('WARNING', 'UNDO')).toEqual(['RESET']);
    expect(isBatchActionAllowed('UNDO', 'DRAFT')).toBe(false);
    expect(isBatchActionAllowed('DO', 'SUCCESS')).toBe(false);
    expect(isBatchActionAllowed('STOP_FETCHING', 'PROCESSING')).toBe(true);
  });

  it('leaves billing runs to their own routes: only a pause (their cancel) applies', () => {
    expect(allowedBatchActions('PROCESSING', 'DO', 'BILLING')).toEqual(['STOP_FETCHING']);
    expect(allowedBatchActions('SUCCESS', null, 'BILLING')).toEqual([]);
    expect(isBatchActionAllowed('RESET', 'SUCCESS', null, 'BILLING')).toBe(false);
  });

  it('knows the spec actions only', () => {
    expect(['DO', 'UNDO', 'CONTINUE', 'COMPLETE', 'RESET', 'STOP_FETCHING'].every(isBatchAction)).toBe(true);
    expect(isBatchAction('do')).toBe(false);
    expect(isBatchAction('PAUSE')).toBe(false);
  });

  it('ends ERROR on any failure, else WARNING on any warning, else SUCCESS', () => {
    expect(endStatusOf({ nbError: 1, nbWarning: 3 })).toBe('ERROR');
    expect(endStatusOf({ nbError: 0, nbWarning: 3 })).toBe('WARNING');
    expect(endStatusOf({ nbError: 0, nbWarning: 0 })).toBe('SUCCESS');
  });
});
