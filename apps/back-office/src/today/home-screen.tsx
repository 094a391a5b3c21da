/**
 * The back office's home: the day's dashboard for the office; a member who may not read it (a
 * courier) is sent to their own page instead of a refusal.
 */
import { usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { Loading } from '../common/states';
import { landingPageOf } from '../providers/access';
import type { StaffPermission } from '../providers/staff-types';
import { TodayScreen } from './today-screen';

export function HomeScreen() {
  const { permissions, isPending } = usePermissions<StaffPermission[]>();
  if (isPending) return <Loading />;
  const landing = landingPageOf(permissions);
  return landing === '/' ? <TodayScreen /> : <Navigate to={landing} replace />;
}
