// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { oneField, renderForm } from './helpers/renderForm.tsx';
import { SHAPES } from './helpers/shapes.ts';

afterEach(cleanup);

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });

function choose(container: HTMLElement, ...files: File[]) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

describe('file and files (seed 000 §5.1)', () => {
  it('keeps a chosen file in the form (name, size and the File) for the documents card to upload', async () => {
    const form = renderForm(oneField(SHAPES.document, { type: 'file', label: 'Document', accept: ['pdf'] }));
    const chosen = file('contract.PDF', 10);
    choose(form.container, chosen);
    await waitFor(() => expect(form.values().f).toEqual({ name: 'contract.PDF', size: 10, file: chosen }));
    expect(screen.getByText('contract.PDF')).toBeTruthy();
  });

  it('refuses a forbidden extension and a too large file with the spec messages, keeping the good ones', async () => {
    const form = renderForm(oneField({ type: 'array', items: SHAPES.document }, { type: 'files', accept: ['pdf', 'png'], maxSize: '1KB' }));
    choose(form.container, file('a.exe', 10), file('big.pdf', 2048), file('ok.png', 100));
    expect(await screen.findByText('Forbidden document extension "exe". Accepted formats: pdf, png')).toBeTruthy();
    expect(screen.getByText('File too large. Max size 1KB')).toBeTruthy();
    await waitFor(() => expect((form.values().f as { name: string }[]).map((f) => f.name)).toEqual(['ok.png']));
  });

  it('a size given as 5MB means 5 x 1048576 bytes', async () => {
    const form = renderForm(oneField({ type: 'array', items: SHAPES.document }, { type: 'files', maxSize: '5MB' }));
    choose(form.container, file('fits.pdf', 5 * 1048576), file('over.pdf', 5 * 1048576 + 1));
    expect(await screen.findByText('File too large. Max size 5MB')).toBeTruthy();
    await waitFor(() => expect((form.values().f as { name: string }[]).map((f) => f.name)).toEqual(['fits.pdf']));
  });
});
