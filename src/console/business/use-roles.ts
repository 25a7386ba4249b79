import { useQuery } from '@tanstack/react-query';
import { businessApi } from './business-api';

/** The enterprise's roles as select options. */
export function useRoleOptions() {
  const roles = useQuery({ queryKey: ['tenant-roles'], queryFn: businessApi.roles });
  return (roles.data ?? []).map((role) => ({ label: role.name, value: role.id }));
}
