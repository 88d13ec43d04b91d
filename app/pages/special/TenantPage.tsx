import { Alert } from 'antd';
import { GenericCardPage } from '../../../renderers/pages/GenericCardPage.tsx';
import { useAuth } from '../../auth/AuthContext.tsx';

/**
 * /tenant: the tenant the user is signed in to, as its Tenant card (label, locale, currency, time
 * zone, calendar, hosts...). Tenants are managed by master-tenant administrators; others are told so.
 */
export default function TenantPage() {
  const { user } = useAuth();
  if (!user?.tenant) return <Alert type="info" showIcon title="No tenant in this session" />;
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        data-testid="page-intro"
        title={`The tenant you are signed in to: ${user.tenant}. Every tenant is listed under Tenants.`}
      />
      <GenericCardPage key={user.tenant} entityName="Tenant" recordKey={user.tenant} />
    </>
  );
}
