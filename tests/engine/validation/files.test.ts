import { describe, expect, it } from 'vitest';
import { acceptedDocumentExtensions, checkFileExtension, checkFileSize, fileExtension, fillMessage, validateField } from '../../../engine/validation/index.ts';

const MB = 1048576;

describe('files (seed 000 §5.1, seed 002 §5.2)', () => {
  it.each([
    [5 * MB, '5MB', null],
    [5 * MB + 1, '5MB', 'File too large. Max size 5MB'],
    [2 * MB, '1.5 MB', 'File too large. Max size 1.5 MB'],
    [2048, 1024, 'File too large. Max size 1 KB'],
    [3 * MB, 5 * MB, null],
    [11 * MB, 10 * MB, 'File too large. Max size 10 MB'],
  ])('size %i with max %j -> %s', (size, maxSize, message) => {
    const found = checkFileSize({ name: 'a.pdf', size }, maxSize);
    expect(found && fillMessage(found.template, found.params)).toBe(message);
    const { errors } = validateField({ type: 'file', maxSize }, { name: 'a.pdf', size });
    expect(errors.map((e) => e.message)).toEqual(message === null ? [] : [message]);
  });

  it.each([
    ['contract.PDF', ['pdf', 'png'], null],
    ['photo.jpeg', '.jpg, .jpeg', null],
    ['malware.exe', ['pdf', 'png'], 'Forbidden document extension "exe". Accepted formats: pdf, png'],
    ['README', ['pdf'], 'Forbidden document extension "". Accepted formats: pdf'],
  ])('%s with %j -> %s', (name, accept, message) => {
    const found = checkFileExtension({ name }, accept);
    expect(found && fillMessage(found.template, found.params)).toBe(message);
  });

  it('extension errors carry INVALID_FILE_EXTENSION and the file index', () => {
    const files = [{ name: 'ok.pdf', size: 10 }, { name: 'bad.exe', size: 10 }, { name: 'big.png', size: 6 * MB }];
    const { errors } = validateField({ type: 'files', accept: ['pdf', 'png'], maxSize: '5MB' }, files, { path: 'documents' });
    expect(errors).toEqual([
      expect.objectContaining({ path: 'documents.1', code: 'INVALID_FILE_EXTENSION', message: 'Forbidden document extension "exe". Accepted formats: pdf, png' }),
      expect.objectContaining({ path: 'documents.2', code: 'INVALID_FIELD_VALUE', message: 'File too large. Max size 5MB' }),
    ]);
  });

  it('a file already carrying an error format is skipped', () => {
    expect(validateField({ type: 'files', accept: ['pdf'] }, [{ name: 'x.exe', errorFormat: 'Upload failed' }]).errors).toEqual([]);
  });

  it('accepted formats for watermark and PDF conversion (seed 000 §5.4)', () => {
    expect(acceptedDocumentExtensions()).toEqual(['jpeg', 'jpg', 'png', 'pdf']);
    expect(acceptedDocumentExtensions({ convertToPdf: true })).toEqual(expect.arrayContaining(['docx', 'xlsx', 'ppsxm', 'rtf', 'odt']));
    expect(fileExtension('archive.tar.GZ')).toBe('gz');
  });
});

describe('watermark and PDF conversion uploads (seed 002 §5.2)', () => {
  it('accept images and pdf, plus office formats when converting', () => {
    const doc = { name: 'offer.docx', size: 10 };
    expect(validateField({ type: 'file', watermark: true }, doc).errors[0].message).toBe(
      'Forbidden document extension "docx". Accepted formats: jpeg, jpg, png, pdf',
    );
    expect(validateField({ type: 'file', convertToPdf: true }, doc).errors).toEqual([]);
  });
});
