import { useEffect, useMemo, useRef } from 'react';
import { Card, Col, Menu, Row, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useEngine } from '../../renderers/context/EngineContext.ts';
import { http } from '../api/http.ts';
import { ticketUrl } from '../api/tickets.ts';
import { DOC_IMAGE_ATTRIBUTE, renderDocMarkdown } from './renderDocMarkdown.ts';

interface DocPage {
  name: string;
  title: string;
  markdown?: string;
}

const get = async <T,>(path: string) => (await http<T>('GET', path)).data;

/** /documentation and /documentation/{page}: the pages of docs/, served by the server. */
export default function DocumentationPage() {
  const { t } = useEngine();
  const { page = 'getting-started' } = useParams();
  const navigate = useNavigate();
  const { data: pages } = useSWR('/api/docs/pages', get<DocPage[]>);
  const { data: current, error } = useSWR(`/api/docs/pages/${page}`, get<DocPage>);
  const html = useMemo(() => (current?.markdown ? renderDocMarkdown(current.markdown) : ''), [current]);
  const body = useRef<HTMLDivElement>(null);

  // each documentation image loads through a link for one opening (a single-use ticket)
  useEffect(() => {
    const images = body.current?.querySelectorAll<HTMLImageElement>(`img[${DOC_IMAGE_ATTRIBUTE}]`) ?? [];
    for (const img of images) {
      const path = img.getAttribute(DOC_IMAGE_ATTRIBUTE) as string;
      ticketUrl(path).then(
        (url) => img.setAttribute('src', url),
        () => undefined,
      );
    }
  }, [html]);

  const onClick = (e: React.MouseEvent) => {
    const anchor = (e.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (href?.startsWith('/documentation')) {
      e.preventDefault();
      navigate(href);
    }
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Card title={t('Documentation')}>
          <Menu
            mode="inline"
            selectedKeys={[page]}
            items={(pages ?? []).map((p) => ({ key: p.name, label: p.title }))}
            onClick={(e) => navigate(`/documentation/${e.key}`)}
          />
        </Card>
      </Col>
      <Col xs={24} md={18}>
        <Card>
          {error ? (
            <Typography.Text type="danger">{fillText(t('Page "{{page}}" not found'), { page })}</Typography.Text>
          ) : !current ? (
            <Spin />
          ) : (
            <div ref={body} className="tabula-doc" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
