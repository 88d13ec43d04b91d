import { Alert, Button, Space } from 'antd';
import { formatDate } from '../../../engine/format/formatDate.ts';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../context/EngineContext.ts';

/**
 * Offers back the input a card form kept on this device (a crash, a reload, an expired session):
 * Restore puts the changed fields back over the record as it is now, Discard drops them.
 */
export function KeptDraftBanner({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  const { t, user } = useEngine();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="kept-draft"
      style={{ marginBottom: 12 }}
      title={fillText(t('Changes typed on {{date}} were not saved. They were kept on this device.'), { date: formatDate(savedAt, user?.locale, true) })}
      action={
        <Space>
          <Button size="small" type="primary" onClick={onRestore}>{t('Restore them')}</Button>
          <Button size="small" onClick={onDiscard}>{t('Discard them')}</Button>
        </Space>
      }
    />
  );
}
