import { useState } from 'react';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import type { DownloadProgress, FileTransfer } from '../../engine/lists/FileTransfer.ts';
import { listExportBody } from '../../engine/lists/exportRequest.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';
import { saveBlob } from './saveBlob.ts';

/**
 * Excel export of the whole list through POST /api/report/excel: the server streams every matching
 * row, in the user's locale; the progress (rows announced, bytes received) feeds the progress indicator.
 */
export function useListExport(entityName: string, title: string, files: FileTransfer | undefined) {
  const { notify, t, user } = useEngine();
  const [progress, setProgress] = useState<DownloadProgress>();
  const [exporting, setExporting] = useState(false);
  const run = async (visible: readonly ColumnDefinition[], query: Record<string, string>) => {
    if (!files) return notify('error', t('Export is not available here'));
    setExporting(true);
    setProgress({ receivedBytes: 0 });
    try {
      const body = listExportBody(entityName, t(title), visible, query, user?.locale);
      const file = await files.download({ method: 'POST', path: '/api/report/excel', body }, setProgress);
      saveBlob(file);
    } catch (err) {
      notify('error', errorText(err));
    } finally {
      setExporting(false);
      setProgress(undefined);
    }
  };
  return { run, exporting, progress };
}
