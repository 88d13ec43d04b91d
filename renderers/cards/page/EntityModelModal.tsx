import { Button, Modal, Space } from 'antd';
import { modelLinks } from '../../../engine/cards/modelLinks.ts';
import { useEngine } from '../../context/EngineContext.ts';
import { fillText } from '../../../engine/i18n/fillText.ts';

/**
 * The entity model viewer (seed 002 §2.7): the entity's JSON schema, with buttons to its list page
 * and to its layout, workflow and extension scripts at /scripts.
 */
export function EntityModelModal({ entityName, open, onClose }: { entityName: string; open: boolean; onClose: () => void }) {
  const { registry, navigate, t } = useEngine();
  const info = registry.get(entityName);
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={fillText(t('{{entity}} model'), { entity: t(info.name) })}
      width={880}
      footer={
        <Space wrap>
          {info.listRoute && <Button onClick={() => go(info.listRoute as string)}>{t('Open the list page')}</Button>}
          {modelLinks(info.name).map((l) => (
            <Button key={l.href} onClick={() => go(l.href)} data-testid={`model-link-${l.label.split(' ')[0].toLowerCase()}`}>
              {l.label}
            </Button>
          ))}
          <Button type="primary" onClick={onClose}>
            {t('Close')}
          </Button>
        </Space>
      }
    >
      <pre data-testid="entity-model" style={{ maxHeight: '60vh', overflow: 'auto', fontSize: 12, background: '#fafafa', padding: 12 }}>
        {JSON.stringify(info.schema, null, 2)}
      </pre>
    </Modal>
  );
}
