/**
 * The receipt as the storefront answers it (JSON:API `receipt`): amounts as decimal strings with
 * their `display_` French twins, VAT rates as percentages with theirs, like the rest of the API.
 */
import type { ReceiptDocument } from '@sillon/contract';
import {
  formatEuros,
  formatVatRate,
  toDecimalString,
  type Cents,
  type Receipt,
  type ReceiptVatLine,
} from '@sillon/domain';

const amount = <Name extends string>(name: Name, cents: Cents) =>
  ({ [name]: toDecimalString(cents), [`display_${name}`]: formatEuros(cents) }) as Record<
    Name | `display_${Name}`,
    string
  >;

/** 550 → "5.50" (the line items' `vat_rate`), "5,5 %". */
const vatRate = (vatRateBp: number) => ({
  vat_rate: toDecimalString(vatRateBp),
  display_vat_rate: formatVatRate(vatRateBp),
});

const vatLine = (line: ReceiptVatLine) => ({
  ...vatRate(line.vatRateBp),
  ...amount('pre_tax_amount', line.excludingVatCents),
  ...amount('tax_amount', line.vatCents),
  ...amount('amount', line.includingVatCents),
});

export function receiptDocument(receipt: Receipt): ReceiptDocument {
  return {
    data: {
      id: receipt.orderNumber,
      type: 'receipt',
      attributes: {
        number: receipt.orderNumber,
        placed_at: receipt.placedAt,
        display_placed_at: receipt.placedAtLabel,
        shop: {
          name: receipt.shop.name,
          legal_name: receipt.shop.legalName,
          address_lines: receipt.shop.addressLines,
          siret: receipt.shop.siret,
          vat_number: receipt.shop.vatNumber,
        },
        customer: receipt.customer
          ? { name: receipt.customer.name, address_lines: receipt.customer.addressLines }
          : null,
        delivery_label: receipt.deliveryLabel,
        line_items: receipt.lines.map((line) => ({
          name: line.name,
          unit_label: line.unitLabel,
          quantity: line.quantity,
          ...amount('unit_price', line.unitPriceCents),
          ...amount('total', line.totalCents),
          ...vatRate(line.vatRateBp),
        })),
        gifts: receipt.gifts.map((gift) => ({
          name: gift.name,
          unit_label: gift.unitLabel,
          quantity: gift.quantity,
          ...amount('total', 0),
          ...amount('offered_value', gift.offeredValueCents),
          ...vatRate(gift.vatRateBp),
        })),
        ...amount('item_total', receipt.itemTotalCents),
        discounts: receipt.discounts.map((discount) => ({
          name: discount.name,
          ...amount('amount', discount.amountCents),
        })),
        ...amount('ship_total', receipt.shippingCents),
        vat_lines: receipt.vatLines.map(vatLine),
        ...amount('pre_tax_total', receipt.totalExcludingVatCents),
        ...amount('tax_total', receipt.totalVatCents),
        ...amount('total', receipt.totalCents),
        payment_label: receipt.paymentLabel,
        preparation: receipt.preparation
          ? {
              changes: receipt.preparation.changes.map((change) => ({
                kind: change.kind,
                name: change.name,
                quantity: change.quantity,
                replaces: change.kind === 'substitute' ? change.replaces : null,
                answer: change.kind === 'substitute' ? change.answer : null,
                ...amount('amount', change.amountCents),
              })),
              ...amount(
                'offered',
                receipt.preparation.offeredCents > 0 ? -receipt.preparation.offeredCents : 0,
              ),
              ...amount('delivered_total', receipt.preparation.deliveredTotalCents),
              vat_lines: receipt.preparation.vatLines.map(vatLine),
            }
          : null,
      },
    },
  };
}
