import { useState } from 'react';
import { Button, Checkbox, Input, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useEngine } from '../../context/EngineContext.ts';
import { errorText } from '../../pages/errorText.ts';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { fileToBase64 } from './fileToBase64.ts';

/**
 * The upload row of the Documents card: a document type, optional PDF conversion and watermark,
 * and the file. Sent as the JSON form of POST {apiPath}/{registration}/documents (the data provider
 * carries JSON); the server checks size and extension and answers the spec messages.
 */
export function DocumentUpload({ path, onUploaded }: { path: string; onUploaded: () => void }) {
  const { data, notify, t } = useEngine();
  const [type, setType] = useState('');
  const [convert, setConvert] = useState(false);
  const [watermark, setWatermark] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    setBusy(true);
    try {
      const body = { fileName: file.name, mimeType: file.type, contentBase64: await fileToBase64(file), type: type || undefined, convertToPdf: convert || undefined, watermark: watermark || undefined };
      await data.custom({ method: 'POST', path, body });
      notify('success', fillText(t('Document "{{name}}" uploaded'), { name: file.name }));
      onUploaded();
    } catch (err) {
      notify('error', errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <Input size="small" aria-label={t('Document type')} placeholder={t('Type')} value={type} onChange={(e) => setType(e.target.value)} style={{ width: 110 }} />
      <Checkbox checked={convert} onChange={(e) => setConvert(e.target.checked)}>
        {t('PDF')}
      </Checkbox>
      <Input size="small" aria-label={t('Watermark')} placeholder={t('Watermark')} value={watermark} onChange={(e) => setWatermark(e.target.value)} style={{ width: 120 }} />
      <Upload showUploadList={false} beforeUpload={(file) => (void send(file), false)} data-testid="document-upload">
        <Button size="small" icon={<UploadOutlined />} loading={busy}>
          {t('Upload')}
        </Button>
      </Upload>
    </Space>
  );
}
