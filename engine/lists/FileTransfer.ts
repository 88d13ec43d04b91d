/** A call whose answer is a file (Excel export, row action with download). */
export interface FileRequest {
  method: string;
  path: string;
  body?: unknown;
}

/** A downloaded file: its bytes and the name the server gave (Content-Disposition) or a fallback. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Bytes received so far and, when the server said it, the rows being written. */
export interface DownloadProgress {
  receivedBytes: number;
  totalBytes?: number;
  rows?: number;
}

/**
 * How a page downloads files: the host implements it (the app with fetch and the session token,
 * tests in memory), so renderers never fetch.
 */
export interface FileTransfer {
  download(request: FileRequest, onProgress?: (progress: DownloadProgress) => void, signal?: AbortSignal): Promise<DownloadedFile>;
}
