import { Progress, Space, Typography } from 'antd';
import type { DownloadProgress } from '../../engine/lists/FileTransfer.ts';
import { BIG_EXPORT_ROWS } from '../../engine/lists/exportRequest.ts';
import { rowsCountLabel } from '../../engine/lists/pagination.ts';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useT } from '../context/useT.ts';
import { useUserLocale } from '../context/useUserLocale.ts';

/** Bytes per exported row, roughly, once compressed: enough for an estimate, never shown as exact. */
const BYTES_PER_ROW = 60;

/** The progress of a big export: rows announced by the server and megabytes received so far. */
export function ExportProgress({ progress }: { progress?: DownloadProgress }) {
  const t = useT();
  const locale = useUserLocale();
  if (!progress || (progress.rows ?? 0) < BIG_EXPORT_ROWS) return null;
  const expected = progress.totalBytes ?? (progress.rows ?? 0) * BYTES_PER_ROW;
  const percent = expected ? Math.min(99, Math.round((progress.receivedBytes / expected) * 100)) : 0;
  return (
    <Space style={{ marginBottom: 8 }} data-testid="export-progress">
      <Typography.Text>{fillText(t('Exporting {{count}} rows…'), { count: rowsCountLabel(progress.rows ?? 0, false, locale) })}</Typography.Text>
      <Progress percent={percent} status="active" size={[200, 8]} />
      <Typography.Text type="secondary">{(progress.receivedBytes / 1048576).toFixed(1)} {t('MB')}</Typography.Text>
    </Space>
  );
}
