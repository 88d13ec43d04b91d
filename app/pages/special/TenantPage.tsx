import { Alert } from 'antd';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { GenericCardPage } from '../../../renderers/pages/GenericCardPage.tsx';
import { useAuth } from '../../auth/AuthContext.tsx';

/**
 * /tenant: the tenant the user is signed in to, as its Tenant card (label, locale, currency, time
 * zone, calendar, hosts...). Tenants are managed by master-tenant administrators; others are told so.
 */
export default function TenantPage() {
  const { user } = useAuth();
  const { t } = useEngine();
  if (!user?.tenant) return <Alert type="info" showIcon title={t('No tenant in this session')} />;
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        data-testid="page-intro"
        title={fillText(t('The tenant you are signed in to: {{tenant}}. Every tenant is listed under Tenants.'), { tenant: user.tenant })}
      />
      <GenericCardPage key={user.tenant} entityName="Tenant" recordKey={user.tenant} />
    </>
  );
}
