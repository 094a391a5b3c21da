/** The side menu: one entry per screen the signed-in member's role may open. */
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssessmentIcon from '@mui/icons-material/Assessment';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import RouteIcon from '@mui/icons-material/Route';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import WavingHandIcon from '@mui/icons-material/WavingHand';
import DescriptionIcon from '@mui/icons-material/Description';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ShelvesIcon from '@mui/icons-material/TableRows';
import SellIcon from '@mui/icons-material/Sell';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import TodayIcon from '@mui/icons-material/Today';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import type { ReactElement } from 'react';
import { Menu, usePermissions } from 'react-admin';
import type { StaffPermission } from '../providers/staff-types';

type Entry = { to: string; label: string; icon: ReactElement; permission: StaffPermission };

export const MENU_ENTRIES: readonly Entry[] = [
  { to: '/', label: 'Aujourd’hui', icon: <TodayIcon />, permission: 'dashboard.read' },
  { to: '/orders', label: 'Commandes', icon: <ReceiptLongIcon />, permission: 'orders.read' },
  { to: '/preparation', label: 'Préparation', icon: <AssignmentIcon />, permission: 'preparation.read' },
  { to: '/shortages', label: 'Ruptures', icon: <TrendingDownIcon />, permission: 'preparation.read' },
  { to: '/delivery', label: 'Livraison', icon: <LocalShippingIcon />, permission: 'delivery.read' },
  { to: '/rounds', label: 'Tournées', icon: <RouteIcon />, permission: 'rounds.read' },
  { to: '/rounds/report', label: 'Bilan des tournées', icon: <AssessmentIcon />, permission: 'rounds.read' },
  { to: '/courier', label: 'Ma tournée', icon: <DirectionsBikeIcon />, permission: 'rounds.ride' },
  { to: '/products', label: 'Produits', icon: <InventoryIcon />, permission: 'catalog.read' },
  { to: '/racks', label: 'Rayons et étagères', icon: <ShelvesIcon />, permission: 'catalog.read' },
  { to: '/documents', label: 'Contenu', icon: <DescriptionIcon />, permission: 'content.read' },
  { to: '/vouchers', label: 'Bons de réduction', icon: <SellIcon />, permission: 'promotions.read' },
  { to: '/gift-ladder', label: 'Cadeaux', icon: <CardGiftcardIcon />, permission: 'promotions.read' },
  {
    to: '/welcome-offers',
    label: 'Offres de bienvenue',
    icon: <WavingHandIcon />,
    permission: 'promotions.read',
  },
  { to: '/banners', label: 'Bannières d’accueil', icon: <CampaignIcon />, permission: 'promotions.read' },
  { to: '/customers', label: 'Clients', icon: <PeopleIcon />, permission: 'customers.read' },
  { to: '/reviews', label: 'Avis', icon: <RateReviewIcon />, permission: 'reviews.read' },
  { to: '/members', label: 'Équipe', icon: <GroupsIcon />, permission: 'staff.read' },
  { to: '/audit', label: 'Journal', icon: <HistoryIcon />, permission: 'audit.read' },
  { to: '/failed-jobs', label: 'Tâches en échec', icon: <SyncProblemIcon />, permission: 'jobs.read' },
  { to: '/error-reports', label: 'Erreurs', icon: <ErrorOutlineIcon />, permission: 'errors.read' },
];

export function StaffMenu() {
  const { permissions, isPending } = usePermissions<StaffPermission[]>();
  if (isPending) return <Menu />;
  return (
    <Menu>
      {MENU_ENTRIES.filter((entry) => permissions?.includes(entry.permission)).map((entry) => (
        <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={entry.icon} />
      ))}
    </Menu>
  );
}
