import { useEffect, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { http } from '../api/http.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { errorDisplay } from '../../renderers/pages/errorText.ts';
import { setFlowSession, type FlowSession } from './flowSession.ts';

/**
 * /k/{accessKey}/p/{pageId} (seed 000 §2.1, flow mode): signs in with the link's access key
 * (POST /api/core/auth/flow/login), marks the tab as a flow, and opens the page the key names;
 * the shell then shows the page alone. A bad or expired link says so and goes nowhere.
 */
export default function FlowEntryPage() {
  const { accessKey = '', pageId = '' } = useParams();
  const { acceptSession } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    http<{ flow: FlowSession }>('POST', '/api/core/auth/flow/login', { accessKey, pageId })
      .then(async ({ data }) => {
        if (cancelled) return;
        setFlowSession(data.flow);
        await acceptSession();
        navigate(data.flow.path, { replace: true });
      })
      .catch((err: unknown) => !cancelled && setError(errorDisplay(err).message));
    return () => {
      cancelled = true;
    };
  }, [accessKey, pageId, acceptSession, navigate]);

  if (error) return <Alert type="error" title={error} style={{ margin: 48 }} data-testid="flow-error" />;
  return <Spin style={{ margin: 48 }} />;
}
