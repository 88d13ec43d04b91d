import { useState } from 'react';
import { Button, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import useSWR from 'swr';
import { askedAhead } from '../../engine/data/askedAhead.ts';
import type { DataProvider } from '../../engine/data/DataProvider.ts';
import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import { formatFileSize } from '../../engine/format/fileSize.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';
import type { CardProps } from './CardProps.ts';
import { useCardPage } from './page/CardPageContext.ts';
import { DocumentUpload } from './parts/DocumentUpload.tsx';

type Rec = Record<string, unknown>;

const lists = askedAhead<Rec[]>();

/** The documents of a record: `{apiPath}/{registration}/documents` (each one below it by id). */
const documentsBase = (registry: EntityRegistry, entityName: string, registration: string) => `${registry.get(entityName).apiPath}/${encodeURIComponent(registration)}/documents`;

/** The path a Documents card reads its documents from (`type` prop: one type only). */
export function documentsPath(registry: EntityRegistry, entityName: string, registration: string, props: Rec): string {
  const only = typeof props.type === 'string' ? `?type=${encodeURIComponent(props.type)}` : '';
  return `${documentsBase(registry, entityName, registration)}${only}`;
}

/** Asks a Documents card's list ahead of its first render (prefetchCards); the card takes it once. */
export function askDocumentsAhead(data: DataProvider, path: string): void {
  lists.ask(data, path, () => data.custom<Rec[]>({ method: 'GET', path }));
}

/**
 * Documents: the files attached to this record: upload (type, PDF conversion, watermark), view in a
 * new window (a link for one opening: its single-use ticket is spent by the window), rename in
 * place, delete. `type` prop: show one type only.
 */
export function DocumentsCard({ spec, entityName, registration }: CardProps) {
  // a read-only page (seed 002 §2.4) shows and opens documents, never uploads, renames or deletes one
  const { readOnly } = useCardPage();
  const { data, notify, registry, t } = useEngine();
  const [reload, setReload] = useState(0);
  const base = registration ? documentsBase(registry, entityName, registration) : null;
  const path = registration ? documentsPath(registry, entityName, registration, spec.props) : '';
  const { data: docs, isLoading } = useSWR(registration ? ['documents', path, reload] : null, () =>
    lists.take(data, path, () => data.custom<Rec[]>({ method: 'GET', path })),
  );
  if (!base) return <p>{t('Save the record to attach documents.')}</p>;
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      setReload((n) => n + 1);
    } catch (err) {
      notify('error', errorText(err));
    }
  };
  const view = async (id: string) => {
    try {
      const { url } = await data.custom<{ url: string }>({ method: 'GET', path: `${base}/${id}/link` });
      window.open(url, '_blank', 'noopener');
    } catch (err) {
      notify('error', errorText(err));
    }
  };
  return (
    <>
      {!readOnly && <DocumentUpload path={base} onUploaded={() => setReload((n) => n + 1)} />}
      <List
        size="small"
        loading={isLoading}
        dataSource={docs ?? []}
        locale={{ emptyText: t('No document') }}
        data-testid="documents-list"
        renderItem={(d) => {
          const id = String(d._id);
          return (
            <List.Item
              data-document={id}
              actions={[
                <Button
                  key="view"
                  size="small"
                  type="text"
                  icon={<EyeOutlined />}
                  aria-label={t('View')}
                  data-testid="document-view"
                  onClick={() => void view(id)}
                />,
                ...(readOnly
                  ? []
                  : [
                      <Popconfirm
                        key="del"
                        title={t('Delete this document?')}
                        onConfirm={() =>
                          void act(() => data.custom({ method: 'DELETE', path: `${base}/${id}` }))
                        }
                      >
                        <Button
                          size="small"
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('Delete')}
                          data-testid="document-delete"
                        />
                      </Popconfirm>,
                    ]),
              ]}
            >
              <Space orientation="vertical" size={0}>
                <Typography.Text
                  data-testid="document-name"
                  editable={
                    readOnly
                      ? false
                      : {
                          triggerType: ['icon'],
                          onChange: (name) =>
                            name.trim() &&
                            name !== d.name &&
                            void act(() =>
                              data.custom({ method: 'PATCH', path: `${base}/${id}`, body: { name } }),
                            ),
                        }
                  }
                >
                  {String(d.name ?? d.fileName ?? id)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {d.type ? <Tag>{String(d.type)}</Tag> : null}
                  {String(d.fileName ?? '')} {typeof d.size === 'number' ? formatFileSize(d.size) : ''}
                </Typography.Text>
              </Space>
            </List.Item>
          );
        }}
      />
    </>
  );
}
