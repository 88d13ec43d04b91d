import type { DownloadedFile } from '../../engine/lists/FileTransfer.ts';

/** Decodes a file whose answer is base64 text (row actions with `base64`). */
export async function fromBase64(file: DownloadedFile): Promise<DownloadedFile> {
  const text = (await file.blob.text()).replace(/^"|"$/g, '').replace(/^data:[^,]*,/, '');
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  return { ...file, blob: new Blob([bytes]) };
}

/** Hands a downloaded file to the browser as a download. */
export function saveBlob({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
