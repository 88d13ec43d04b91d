// Entry of a sandbox worker thread: loads workerMain, through tsx when it is TypeScript source.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
