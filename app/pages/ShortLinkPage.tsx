import { useEffect } from 'react';
import { Spin } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { http } from '../api/http.ts';

/** /u/{shortKey}: resolves a short link through the key-value store and goes there; failures are ignored. */
export default function ShortLinkPage() {
  const { shortKey = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    http<{ url?: string; value?: unknown }>('GET', `/api/core/key-values/${encodeURIComponent(shortKey)}?shortUrl=1`)
      .then(({ data }) => {
        const url = typeof data.url === 'string' ? data.url : typeof data.value === 'string' ? data.value : undefined;
        if (url?.startsWith('/')) navigate(url, { replace: true });
        else if (url && /^https?:\/\//.test(url)) window.location.assign(url);
        else navigate('/', { replace: true });
      })
      .catch(() => navigate('/', { replace: true }));
  }, [navigate, shortKey]);
  return <Spin style={{ margin: 48 }} />;
}
