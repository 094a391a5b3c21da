/**
 * A screen of the menu opened by its address: for the members whose role may use it, « Non
 * autorisé » for the others (a courier typing /rounds would otherwise wait on calls the server
 * refuses), as react-admin does for the resources' screens.
 */
import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { Loading } from '../common/states';
import { hasPermission } from '../providers/access';
import type { StaffPermission } from '../providers/staff-types';
import { MENU_ENTRIES } from './staff-menu';

export function GuardedScreen({ to, children }: { to: string; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<StaffPermission[]>();
  const entry = MENU_ENTRIES.find((candidate) => candidate.to === to);
  if (isPending) return <Loading />;
  if (!entry || !hasPermission(permissions, entry.permission))
    return <Navigate to="/access-denied" replace />;
  return <>{children}</>;
}
