import { createHash } from 'node:crypto';

/**
 * The job id of a key: a UUID (version 8, RFC 9562) made of the key's SHA-256, so every instance
 * computes the same id and the queue's primary key refuses the second send of a key.
 */
export function jobKeyId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
