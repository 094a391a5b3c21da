/** The page around every screen: react-admin's layout with the shop's menu and title. */
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { Typography } from '@mui/material';
import { StaffMenu } from './staff-menu';

function StaffAppBar() {
  return (
    <AppBar color="primary" className="no-print">
      <Typography component="span" variant="h6" sx={{ mr: 2, fontWeight: 700 }}>
        Sillon · Équipe
      </Typography>
      <TitlePortal />
    </AppBar>
  );
}

export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={StaffMenu} appBar={StaffAppBar}>
      {children}
    </Layout>
  );
}
