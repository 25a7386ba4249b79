import { useQuery } from '@tanstack/react-query';
import { type EnterpriseLogo, TENANT_API } from '../../shared/api/enterprise-admin';
import { http } from '../api/http';
import { useAccountImage } from './use-account-image';

/** Refetched when 企业信息 saves a new logo. */
export const ENTERPRISE_LOGO_KEY = ['enterprise-logo'];

/**
 * The logo of the enterprise the caller works for (null outside the enterprise scope) as an object
 * address; undefined without one.
 */
export function useEnterpriseLogo(tenantId: string | null): string | undefined {
  const { data } = useQuery({
    queryKey: [...ENTERPRISE_LOGO_KEY, tenantId],
    queryFn: () => http.get<EnterpriseLogo>(TENANT_API.logo, undefined, { quiet: true }),
    enabled: !!tenantId,
  });
  return useAccountImage(tenantId ? data?.logoUrl : null);
}
