import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DownloadedFile, DownloadProgress, FileRequest, FileTransfer } from '../../engine/lists/FileTransfer.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { GenericListPage } from '../../renderers/pages/GenericListPage.tsx';
import { ApiError } from '../api/ApiError.ts';
import { tokenStore } from '../api/tokenStore.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { registry } from '../registry.ts';
import { listDefinitionFor } from './listDefinition.ts';

function fileNameOf(res: Response): string {
  const disposition = res.headers.get('content-disposition') ?? '';
  const m = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  return m ? decodeURIComponent(m[1] ?? m[2]) : 'download';
}

/**
 * Downloads through fetch with the session token (a blob, which the JSON client cannot give), reading
 * the body as it streams in so big exports report their progress.
 */
async function download(request: FileRequest, onProgress?: (p: DownloadProgress) => void, signal?: AbortSignal): Promise<DownloadedFile> {
  const token = tokenStore.get();
  const res = await fetch(request.path, {
    method: request.method,
    signal,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
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
  for (let part = await reader?.read(); reader && part && !part.done; part = await reader.read()) {
    chunks.push(part.value);
    receivedBytes += part.value.byteLength;
    onProgress?.({ receivedBytes, totalBytes: Number.isFinite(totalBytes) ? totalBytes : undefined, rows: Number.isFinite(rows) ? rows : undefined });
  }
  const blob = new Blob(chunks as BlobPart[], { type: res.headers.get('content-type') ?? 'application/octet-stream' });
  return { blob, fileName: fileNameOf(res) };
}

const files: FileTransfer = { download };

/** A list route: the generic list page fed by its list definition; its search lives in the URL. */
export default function ListRoute({ info }: { info: EntityInfo }) {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const definition = useMemo(() => listDefinitionFor(info, registry), [info]);
  const urlQuery = useMemo(() => Object.fromEntries(params.entries()), [params]);
  const onUrlQueryChange = useCallback((query: Record<string, string>) => setParams(query), [setParams]);
  return <GenericListPage key={definition.route} definition={definition} urlQuery={urlQuery} onUrlQueryChange={onUrlQueryChange} username={user?.username} files={files} />;
}
