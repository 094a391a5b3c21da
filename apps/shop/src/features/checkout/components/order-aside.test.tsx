/**
 * Beside a checkout step on the desktop: until a delivery is priced, the total is said to leave it
 * out, so the customer never reads as « Total à payer » an amount the delivery will raise.
 */
import { render, screen } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { orderSlice } from '../state/order-slice';
import { OrderAside } from './order-aside';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const items = { code: 'items', label: 'Articles', displayAmount: '25,80 €' };
const shipping = { code: 'shipping', label: 'Livraison', displayAmount: '4,90 €' };

function renderAside(subTotals: (typeof items)[], totalCents: number, isPaid = false) {
  // The aside reads only the order's slice.
  const store = configureStore({ reducer: { order: orderSlice.reducer } });
  store.dispatch(orderSlice.actions.orderRestored({ id: 'R123456789', token: 'order-token-1' }));
  store.dispatch(
    orderSlice.actions.orderTotalsUpdated({
      itemTotalCents: 2580,
      adjustmentTotalCents: 0,
      taxTotalCents: 0,
      shipTotalCents: totalCents - 2580,
      totalCents,
      orderTotalAfterStoreCreditCents: totalCents,
      totalAppliedStoreCreditCents: 0,
      subTotals,
    }),
  );
  render(
    <Provider store={store}>
      <OrderAside isPaid={isPaid} />
    </Provider>,
  );
}

describe('OrderAside', () => {
  it('says « Total hors livraison » while no delivery is priced', () => {
    renderAside([items], 2580);
    expect(screen.getByText('Total hors livraison')).toBeOnTheScreen();
    expect(screen.queryByText('Total à payer')).toBeNull();
  });

  it('says « Total à payer » once the delivery is in the amounts, « Total à prélever » once paid (the card only holds it)', () => {
    renderAside([items, shipping], 3070);
    expect(screen.getByText('Total à payer')).toBeOnTheScreen();
    expect(screen.getAllByText('30,70 €').length).toBeGreaterThan(0);
    screen.unmount();
    renderAside([items, shipping], 3070, true);
    expect(screen.getByText('Total à prélever')).toBeOnTheScreen();
  });
});
