/** The page around every screen: react-admin's layout with the shop's menu and title. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  AppBar,
  Layout,
  Sidebar,
  TitlePortal,
  useGetIdentity,
  UserMenu,
  useSidebarState,
  type SidebarProps,
} from 'react-admin';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { StaffMenu } from './staff-menu';

/** Below this width the menu shows its icons only, so the lists keep their columns in the page. */
const NARROW_SCREEN = '(max-width: 1279.95px)';

/**
 * The member's menu, named by what it shows (their name) before what it is: a voice command says
 * the words on screen (WCAG 2.5.3), which the default name « Mon compte » did not hold.
 */
function StaffUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `${identity.fullName} : mon compte` : 'Mon compte'} />;
}

function StaffAppBar() {
  return (
    <AppBar color="primary" className="no-print" userMenu={<StaffUserMenu />}>
      {/* A phone keeps its narrow bar for the screen's title. */}
      <Typography
        component="span"
        variant="h6"
        sx={{ mr: 2, fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}
      >
        Sillon · Équipe
      </Typography>
      <TitlePortal />
    </AppBar>
  );
}

/**
 * On a small laptop or a tablet the menu starts folded; the ☰ button still opens it. A window
 * widened past the width opens it again (the folding is the width's, not the member's choice).
 */
function FoldedMenuOnNarrowScreens() {
  const isNarrow = useMediaQuery(NARROW_SCREEN);
  const [, setOpen] = useSidebarState();
  const wasNarrow = useRef(false);
  useEffect(() => {
    if (isNarrow !== wasNarrow.current) setOpen(!isNarrow);
    wasNarrow.current = isNarrow;
  }, [isNarrow, setOpen]);
  return null;
}

/**
 * react-admin's menu: a drawer over the page on a phone, a column beside it elsewhere, one MUI
 * drawer of two kinds. A drawer switched from one kind to the other in place, or closed while it
 * slides in, leaves its empty layer over the page (taking the taps, hiding the page from screen
 * readers): each kind is drawn anew, and on a phone the drawer opens only once the member opened
 * the menu there, never from the open state a wider screen left (`FoldedMenuOnNarrowScreens`
 * folds that one).
 */
function StaffSidebar(props: SidebarProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open] = useSidebarState();
  // The open state this sidebar found at its start is not the member's: only a change since is.
  const [seen, setSeen] = useState({ open, isOpenedHere: false });
  if (seen.open !== open) setSeen({ open, isOpenedHere: open });
  return (
    <Sidebar
      key={isPhone ? 'phone' : 'screen'}
      {...props}
      {...(isPhone ? { open: open && seen.isOpenedHere } : {})}
    />
  );
}

export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    // The content may be narrower than what it holds: a wide table then scrolls in its card.
    <Layout
      menu={StaffMenu}
      appBar={StaffAppBar}
      sidebar={StaffSidebar}
      // The menu keeps its width, its labels whole, beside a page wider than the room left (a
      // product's form).
      sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 }, '& .RaSidebar-docked': { flexShrink: 0 } }}
    >
      <FoldedMenuOnNarrowScreens />
      {children}
    </Layout>
  );
}
