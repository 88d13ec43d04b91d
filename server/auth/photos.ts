import { AppError } from '../../engine/errors/AppError.ts';

/** Largest photo accepted. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_FORMATS = 'png, jpg, jpeg, gif, webp';

const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/**
 * The content type of a photo, read from its bytes (the name and the declared type are not
 * trusted): anything but PNG, JPEG, GIF or WebP is refused.
 */
export function photoType(data: Buffer, filename: string): string {
  const found = SIGNATURES.find((s) => s.test(data));
  if (!found) {
    const ext = filename.includes('.') ? filename.split('.').pop() : filename;
    throw new AppError('INVALID_FILE_EXTENSION', [ext || '(none)', PHOTO_FORMATS]);
  }
  return found.type;
}
