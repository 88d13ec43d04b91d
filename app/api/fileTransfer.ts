import type {
  DownloadedFile,
  DownloadProgress,
  FileRequest,
  FileTransfer,
} from '../../engine/lists/FileTransfer.ts';
import { ApiError } from './ApiError.ts';
import { tokenStore } from './tokenStore.ts';

function fileNameOf(res: Response): string {
  const disposition = res.headers.get('content-disposition') ?? '';
  const m = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  return m ? decodeURIComponent(m[1] ?? m[2]) : 'download';
}

/**
 * Downloads through fetch with the session token (a blob, which the JSON client cannot give), reading
 * the body as it streams in so big exports report their progress.
 */
async function download(
  request: FileRequest,
  onProgress?: (p: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const token = tokenStore.get();
  // a call that gets no answer (or loses it) is a network error, never the browser's `Failed to fetch`;
  // a cancelled download stays an abort for its caller
  const noAnswer = (err: unknown): never => {
    if (signal?.aborted) throw err;
    throw new ApiError(0);
  };
  const res = await fetch(request.path, {
    method: request.method,
    signal,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  }).catch(noAnswer);
  const auth = res.headers.get('Authorization');
  if (auth?.startsWith('Bearer ')) tokenStore.set(auth.slice(7));
  if (!res.ok) {
    const text = await res.text();
    let body: object | string = text;
    try {
      body = JSON.parse(text) as object;
    } catch {
      // a plain-text error body is shown as it is
    }
    throw new ApiError(res.status, body);
  }
  const rows = Number(res.headers.get('x-export-rows') ?? NaN);
  const totalBytes = Number(res.headers.get('content-length') ?? NaN);
  const chunks: Uint8Array[] = [];
  let receivedBytes = 0;
  const reader = res.body?.getReader();
  const next = () => reader?.read().catch(noAnswer);
  for (let part = await next(); reader && part && !part.done; part = await next()) {
    chunks.push(part.value);
    receivedBytes += part.value.byteLength;
    onProgress?.({
      receivedBytes,
      totalBytes: Number.isFinite(totalBytes) ? totalBytes : undefined,
      rows: Number.isFinite(rows) ? rows : undefined,
    });
  }
  const blob = new Blob(chunks as BlobPart[], {
    type: res.headers.get('content-type') ?? 'application/octet-stream',
  });
  return { blob, fileName: fileNameOf(res) };
}

/** Downloads for the list pages and the exports page (Excel export, row actions with download). */
export const files: FileTransfer = { download };
