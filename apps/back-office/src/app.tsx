/**
 * The back office: react-admin over the staff API, in French, each screen behind the
 * permission its role needs (the menu shows only those; the server refuses the rest anyway).
 */
import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { RacksScreen } from './catalog/racks-screen';
import { ProductEdit } from './catalog/product-edit';
import { ProductList } from './catalog/product-list';
import { DocumentEdit } from './content/document-edit';
import { DocumentList } from './content/document-list';
import { ErrorReportList } from './errors/error-report-list';
import { CourierScreen } from './courier/courier-screen';
import { CustomerList, CustomerShow } from './customers/customer-screens';
import { DeliveryScreen } from './delivery/delivery-screen';
import { FailedJobList } from './jobs/failed-job-list';
import { GuardedScreen } from './layout/guarded-screen';
import { StaffLayout } from './layout/staff-layout';
import { StaffLogin } from './layout/staff-login';
import { staffTheme } from './layout/theme';
import { OrderList } from './orders/order-list';
import { OrderShow } from './orders/order-show';
import { PackingSlip } from './orders/packing-slip';
import { PreparationScreen } from './preparation/preparation-screen';
import { ShortagesScreen } from './preparation/shortages-screen';
import { BannerEdit, BannerList } from './promotions/banner-screens';
import { GiftLadderScreen } from './promotions/gift-ladder';
import { WelcomeOffersScreen } from './promotions/welcome-offers';
import { VoucherCreate, VoucherEdit, VoucherList } from './promotions/voucher-screens';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { ReviewList } from './reviews/review-list';
import { RoundsReportScreen } from './rounds/rounds-report-screen';
import { RoundsScreen } from './rounds/rounds-screen';
import { AuditList } from './team/audit-list';
import { MemberCreate, MemberEdit, MemberList } from './team/team-screens';
import { HomeScreen } from './today/home-screen';

/** The menu's own screens (beside the resources'), each behind its menu entry's permission. */
const CUSTOM_SCREENS: readonly [string, ReactNode][] = [
  ['/preparation', <PreparationScreen key="preparation" />],
  ['/shortages', <ShortagesScreen key="shortages" />],
  ['/delivery', <DeliveryScreen key="delivery" />],
  ['/racks', <RacksScreen key="racks" />],
  ['/gift-ladder', <GiftLadderScreen key="gift-ladder" />],
  ['/welcome-offers', <WelcomeOffersScreen key="welcome-offers" />],
  ['/rounds', <RoundsScreen key="rounds" />],
  ['/rounds/report', <RoundsReportScreen key="rounds-report" />],
];

export function App() {
  return (
    <Admin
      title="Sillon · Équipe"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={staffTheme}
      layout={StaffLayout}
      loginPage={StaffLogin}
      dashboard={HomeScreen}
      requireAuth
      disableTelemetry
    >
      <Resource name="orders" list={OrderList} show={OrderShow} recordRepresentation="number" />
      <Resource name="products" list={ProductList} edit={ProductEdit} recordRepresentation="name" />
      <Resource name="racks" />
      <Resource name="shelves" />
      <Resource name="slots" />
      <Resource name="documents" list={DocumentList} edit={DocumentEdit} recordRepresentation="title" />
      <Resource
        name="vouchers"
        list={VoucherList}
        create={VoucherCreate}
        edit={VoucherEdit}
        recordRepresentation="code"
      />
      <Resource name="banners" list={BannerList} edit={BannerEdit} />
      <Resource name="customers" list={CustomerList} show={CustomerShow} />
      <Resource name="reviews" list={ReviewList} />
      <Resource
        name="members"
        list={MemberList}
        create={MemberCreate}
        edit={MemberEdit}
        recordRepresentation="name"
      />
      <Resource name="audit" list={AuditList} />
      <Resource name="failed-jobs" list={FailedJobList} />
      <Resource name="error-reports" list={ErrorReportList} />
      <CustomRoutes>
        {CUSTOM_SCREENS.map(([path, screen]) => (
          <Route key={path} path={path} element={<GuardedScreen to={path}>{screen}</GuardedScreen>} />
        ))}
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/orders/:number/packing-slip" element={<PackingSlip />} />
        <Route path="/courier" element={<CourierScreen />} />
      </CustomRoutes>
    </Admin>
  );
}
