import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { batchParameters, DEFAULT_CHUNK_SIZE, MAX_CHUNK_SIZE, type BatchRow } from '../../../server/batches/batchRecord.ts';
import type { AppContext } from '../../../server/context.ts';

const ctx = { registry: createDefaultRegistry() } as unknown as AppContext;
const row = (parameters: Record<string, unknown>): BatchRow =>
  ({ registration: 'B1', status: 'DRAFT', data: { scriptName: 'mark', parameters } }) as unknown as BatchRow;

describe('batch parameters', () => {
  it('takes 100 records per chunk when the batch names no chunk size (seed 000 §9 "Default chunk size 100")', () => {
    expect(DEFAULT_CHUNK_SIZE).toBe(100);
    expect(batchParameters(ctx, row({ entityName: 'Task' })).chunkSize).toBe(100);
    expect(batchParameters(ctx, row({ entityName: 'Task', chunkSize: null })).chunkSize).toBe(100);
  });

  it('keeps a chunk size given, within 1 and the maximum', () => {
    expect(batchParameters(ctx, row({ entityName: 'Task', chunkSize: 7 })).chunkSize).toBe(7);
    for (const bad of [0, MAX_CHUNK_SIZE + 1, 2.5, 'ten']) {
      expect(() => batchParameters(ctx, row({ entityName: 'Task', chunkSize: bad }))).toThrow(/BATCH|chunkSize/);
    }
  });
});
