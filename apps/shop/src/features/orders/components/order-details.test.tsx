/**
 * Issue 37: a prepared order says which lines were short or missing (not charged), and the money
 * that moved (« Encaissé », « Remboursé » and when) when it differs from the order's total.
 */
import { render, screen, within } from '@testing-library/react-native';
import { Provider } from 'react-redux';
import { createStore } from '@/store/store';
import { silentReporter } from '@/store/error-reporting';
import { silentTracker } from '@/store/tracking';
import type { OrderDocument } from '../api/order-document';
import { OrderDetails } from './order-details';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const line = (
  id: string,
  name: string,
  quantity: number,
  preparedQuantity?: number,
  addedAt?: string,
  charge?: { delivered: string; discount?: string },
) => ({
  id,
  type: 'line_item',
  attributes: {
    name,
    quantity,
    price: '2.00',
    total: (2 * quantity).toFixed(2),
    promo_total: charge?.discount ? `-${charge.discount}` : '0.00',
    public_metadata: {
      gift: false,
      available: true,
      vat_rate: '5.5',
      prepared_quantity: preparedQuantity,
      added_at: addedAt,
      delivered_amount: charge?.delivered,
    },
  },
  relationships: { variant: { data: null } },
});

function order(
  lines: ReturnType<typeof line>[],
  paymentTotals: Record<string, string | null> | null,
  deliveredTotals: Record<string, unknown> | null = null,
  subtotals: { code: string; label: string; amount: string; display_amount: string }[] = [],
): OrderDocument {
  return {
    data: {
      id: 'R123456789',
      type: 'order',
      attributes: {
        status: 'scheduled',
        item_total: '10.00',
        adjustment_total: '0.00',
        tax_total: '0.52',
        ship_total: '0.00',
        total: '10.00',
        order_total_after_store_credit: '10.00',
        total_applied_store_credit: '0.00',
        subtotals,
        delivery_slot: null,
        shipping_method_code: null,
        payment_totals: paymentTotals,
        delivered_totals: deliveredTotals && { vat: [], ...deliveredTotals },
      },
      relationships: {},
    },
    included: lines,
  } as unknown as OrderDocument;
}

const renderDetails = (document: OrderDocument) =>
  render(
    <Provider store={createStore({ reporter: silentReporter, tracker: silentTracker })}>
      <OrderDetails document={document} isPaid />
    </Provider>,
  );

describe('OrderDetails of a prepared order', () => {
  it('says which lines were short or missing, and what was taken from the card', () => {
    renderDetails(
      order([line('1', 'Jus de pomme', 3, 2), line('2', 'Lessive', 2, 0)], {
        captured_total: '6.00',
        display_captured_total: '6,00 €',
        refunded_total: '0.00',
        display_refunded_total: '0,00 €',
        refunded_at: null,
      }),
    );
    expect(screen.getByText('Préparé : 2 sur 3, le reste ne vous est pas facturé')).toBeTruthy();
    expect(screen.getByText('Manquant à la préparation : non facturé')).toBeTruthy();
    expect(screen.getByText('Encaissé')).toBeTruthy();
    expect(screen.queryByText(/^Remboursé/)).toBeNull();
  });

  it('shows a short line at what it is charged, and what it came to ordered as such', () => {
    renderDetails(
      order(
        [
          line('1', 'Jus de pomme', 3, 2, undefined, { delivered: '4.00' }),
          line('2', 'Lessive', 2, 0, undefined, { delivered: '0.00' }),
          line('3', 'Miel', 1, 1, undefined, { delivered: '2.00' }),
        ],
        null,
        { total: '6.00', display_total: '6,00 €', awaiting_answers: false },
      ),
    );
    expect(screen.getAllByTestId('order-line-charged-amount')).toHaveLength(1);
    expect(screen.getByTestId('order-line-charged-amount')).toHaveTextContent('4,00 €');
    expect(screen.getByTestId('order-line-ordered')).toHaveTextContent('Commandé : 6,00 €');
    // A line prepared in full keeps its amount, alone.
    expect(screen.getAllByTestId('order-line')[2]).toHaveTextContent(/Miel.*2,00\s€$/);
  });

  it('shows no amount to pay beside a missing line « non facturé », its ordered amount struck', () => {
    renderDetails(
      order([line('1', 'Lessive', 2, 0, undefined, { delivered: '0.00' }), line('2', 'Miel', 3, 3)], null, {
        total: '6.00',
        display_total: '6,00 €',
        awaiting_answers: false,
      }),
    );
    const missing = screen.getAllByTestId('order-line')[0]!;
    expect(missing).toHaveTextContent('Manquant à la préparation : non facturé', { exact: false });
    expect(within(missing).queryByTestId('order-line-charged-amount')).toBeNull();
    expect(within(missing).queryByTestId('order-line-ordered')).toBeNull();
    // Struck for the eye; « non facturé » says it to a screen reader, which skips the amount.
    const struck = within(missing).getByTestId('order-line-not-charged', { includeHiddenElements: true });
    expect(struck).not.toBeVisible();
    expect(struck).toHaveTextContent('4,00 €');
    expect(struck).toHaveStyle({ textDecorationLine: 'line-through' });
  });

  it('says the VAT inside the total after preparation, not that of the ordered total', () => {
    const subtotal = (code: string, label: string, amount: string) => ({
      code,
      label,
      amount,
      display_amount: `${amount.replace('.', ',')} €`,
    });
    renderDetails(
      order(
        [line('1', 'Jus de pomme', 3, 1, undefined, { delivered: '2.00' }), line('2', 'Miel', 2, 2)],
        null,
        {
          total: '6.00',
          display_total: '6,00 €',
          awaiting_answers: false,
          vat: [subtotal('vat_550', 'Dont TVA 5,5 %', '0.31')],
        },
        [subtotal('items', 'Sous-total', '10.00'), subtotal('vat_550', 'Dont TVA 5,5 %', '0.52')],
      ),
    );
    const amounts = screen.getByTestId('order-amounts');
    expect(amounts).not.toHaveTextContent('0,52 €', { exact: false });
    expect(screen.getByTestId('order-delivered-vat')).toHaveTextContent('Dont TVA 5,5 %0,31 €');
    // Said after the total it is inside of.
    expect(amounts).toHaveTextContent(/Total après préparation6,00\s€Dont TVA 5,5 %0,31\s€$/);
  });

  it('says the discounts are off a short line’s charge', () => {
    renderDetails(
      order([line('1', 'Jus de pomme', 2, 1, undefined, { delivered: '1.80', discount: '0.40' })], null, {
        total: '1.80',
        display_total: '1,80 €',
        awaiting_answers: false,
      }),
    );
    expect(screen.getByTestId('order-line-charged-amount')).toHaveTextContent('1,80 €');
    expect(screen.getByTestId('order-line-ordered')).toHaveTextContent(
      'Commandé : 4,00 € · réductions déduites',
    );
  });

  it('shows a refund with its date, and nothing more when everything was delivered and taken', () => {
    const { unmount } = renderDetails(
      order([line('1', 'Jus de pomme', 5, 5)], {
        captured_total: '10.00',
        display_captured_total: '10,00 €',
        refunded_total: '10.00',
        display_refunded_total: '10,00 €',
        refunded_at: '2026-11-20T09:00:00Z',
      }),
    );
    expect(screen.getByText('Remboursé le vendredi 20 novembre 2026')).toBeTruthy();
    expect(screen.queryByTestId('order-line-short')).toBeNull();
    unmount();
    renderDetails(
      order([line('1', 'Jus de pomme', 5, 5)], {
        captured_total: '10.00',
        display_captured_total: '10,00 €',
        refunded_total: '0.00',
        display_refunded_total: '0,00 €',
        refunded_at: null,
      }),
    );
    expect(screen.queryByTestId('order-money-moved')).toBeNull();
    expect(screen.getByText('Total payé')).toBeTruthy();
    expect(screen.queryByTestId('order-charge-note')).toBeNull();
  });
});

describe('OrderDetails of an order not prepared yet', () => {
  it('says when a line was added to the order, beside the same product ordered with it', () => {
    renderDetails(
      order(
        [line('1', 'Jus de pomme', 2), line('A7-1', 'Jus de pomme', 1, undefined, '2026-12-03T09:42:00Z')],
        null,
      ),
    );
    expect(screen.getAllByTestId('order-line-added')).toHaveLength(1);
    expect(screen.getByTestId('order-line-added')).toHaveTextContent(
      'Ajouté à la commande le jeudi 3 décembre à 10 h 42',
    );
  });

  it('says its total is still to be taken from the card, at the preparation', () => {
    renderDetails(order([line('1', 'Jus de pomme', 5)], null));
    expect(screen.getByText('Total à prélever')).toBeTruthy();
    expect(screen.queryByText('Total payé')).toBeNull();
    expect(screen.getByTestId('order-charge-note')).toHaveTextContent(
      'Votre carte sera débitée à la préparation de la commande, du montant des produits préparés.',
    );
  });

  it('no longer says the card waits for the preparation once the order is prepared', () => {
    renderDetails(
      order([line('1', 'Jus de pomme', 5, 4)], null, {
        total: '8.00',
        display_total: '8,00 €',
        awaiting_answers: true,
      }),
    );
    expect(screen.queryByTestId('order-charge-note')).toBeNull();
  });
});
