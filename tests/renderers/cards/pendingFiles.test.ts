// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { splitPendingFiles, uploadPendingFiles } from '../../../renderers/cards/page/pendingFiles.ts';

const file = (name: string, text: string) => new File([text], name, { type: 'application/pdf' });

describe('files chosen in file fields are uploaded when the record is saved (seed 000 §5.1)', () => {
  it('keeps stored items in the body and sets the chosen files apart', () => {
    const stored = { _id: 'd1', name: 'old.pdf', url: '/x' };
    const values = { name: 'A', documents: [stored, { name: 'new.pdf', size: 3, file: file('new.pdf', 'abc') }], scan: { name: 'scan.pdf', size: 1, file: file('scan.pdf', 'z') } };
    const { body, pending } = splitPendingFiles(values);
    expect(body).toEqual({ name: 'A', documents: [stored], scan: null });
    expect(pending.map((p) => [p.key, p.multiple, p.item.name])).toEqual([
      ['documents', true, 'new.pdf'],
      ['scan', false, 'scan.pdf'],
    ]);
    expect(splitPendingFiles({ name: 'B', documents: [stored] })).toEqual({ body: { name: 'B', documents: [stored] }, pending: [] });
  });

  it('posts each file as a document of the record and answers the fields holding the stored items', async () => {
    const calls: { path: string; body: Record<string, unknown> }[] = [];
    const data = {
      custom: async ({ path, body }: { path: string; body: Record<string, unknown> }) => {
        calls.push({ path, body });
        return { _id: `id-${calls.length}`, name: body.name, url: `/doc/${calls.length}`, size: 3 };
      },
    } as unknown as DataProvider;
    const record = { registration: 'COM00000001', documents: [{ _id: 'd1', name: 'old.pdf' }] };
    const { pending } = splitPendingFiles({ documents: [{ name: 'new.pdf', file: file('new.pdf', 'abc') }], scan: { name: 'scan.pdf', file: file('scan.pdf', 'z') } });
    const patch = await uploadPendingFiles(data, '/api/communication/communications', record, pending);
    expect(calls.map((c) => c.path)).toEqual(['/api/communication/communications/COM00000001/documents', '/api/communication/communications/COM00000001/documents']);
    expect(calls[0].body).toMatchObject({ fileName: 'new.pdf', mimeType: 'application/pdf', contentBase64: btoa('abc') });
    expect(patch).toEqual({
      documents: [{ _id: 'd1', name: 'old.pdf' }, { _id: 'id-1', name: 'new.pdf', type: null, url: '/doc/1', size: 3 }],
      scan: { _id: 'id-2', name: 'scan.pdf', type: null, url: '/doc/2', size: 3 },
    });
  });
});
