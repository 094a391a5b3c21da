/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A placed order's receipt (the domain's `Receipt`) in an e-mail: plain HTML tables with inline
 * styles, the only layout every e-mail client reads alike. Each line with its quantity, unit
 * price, VAT rate and total; gifts « Offert » with their value; discounts; delivery; totals; VAT
 * per rate without and with VAT; the payment; the shop's legal mentions. Money and VAT rates
 * through the domain's formatters, the date as the receipt writes it (Paris time). The plain-text
 * part lays the tables out as columns (`data-text-format`).
 */
import { formatEuros, formatVatRate, t, type Receipt } from '@sillon/domain';
import type { CSSProperties, ReactNode } from 'react';
import { mailColors, mailFontSize, mailSpacing } from './mail-theme';

const table: CSSProperties = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: mailFontSize.sm,
  lineHeight: '20px',
  color: mailColors.primary,
  margin: `0 0 ${mailSpacing.lg}px`,
};
const headCell: CSSProperties = {
  fontSize: mailFontSize.xs,
  fontWeight: 600,
  color: mailColors.muted,
  textAlign: 'right',
  padding: `${mailSpacing.xs}px ${mailSpacing.xs}px`,
  borderBottom: `1px solid ${mailColors.border}`,
  whiteSpace: 'nowrap',
};
const cell: CSSProperties = {
  textAlign: 'right',
  verticalAlign: 'top',
  padding: `${mailSpacing.sm}px ${mailSpacing.xs}px`,
  borderBottom: `1px solid ${mailColors.border}`,
  whiteSpace: 'nowrap',
};
const nameCell: CSSProperties = { ...cell, textAlign: 'left', whiteSpace: 'normal' };
const small: CSSProperties = { fontSize: mailFontSize.xs, color: mailColors.muted };
const discount: CSSProperties = { color: mailColors.discount, fontWeight: 600 };
const sumCell: CSSProperties = {
  ...cell,
  borderBottom: 'none',
  padding: `${mailSpacing.xs}px ${mailSpacing.xs}px`,
};
const sumName: CSSProperties = { ...sumCell, textAlign: 'left' };
const grandTotal: CSSProperties = { fontSize: mailFontSize.lg, fontWeight: 700 };
const heading: CSSProperties = {
  fontSize: mailFontSize.md,
  fontWeight: 700,
  margin: `${mailSpacing.lg}px 0 ${mailSpacing.sm}px`,
};
const note: CSSProperties = {
  fontSize: mailFontSize.sm,
  lineHeight: '20px',
  margin: `0 0 ${mailSpacing.sm}px`,
};
const legal: CSSProperties = { ...small, lineHeight: '18px', margin: `${mailSpacing.lg}px 0 0` };

function DataTable(props: { label: string; children: ReactNode }) {
  return (
    <table
      style={table}
      cellPadding={0}
      cellSpacing={0}
      aria-label={props.label}
      data-text-format="dataTable"
    >
      {props.children}
    </table>
  );
}

/** The receipt's lines and amounts; `title` above it (« Votre ticket »). */
export function ReceiptTable({ receipt, title }: { receipt: Receipt; title: string }) {
  return (
    <>
      <p style={heading}>{title}</p>
      <p style={note}>
        Commande {receipt.orderNumber}, passée le {receipt.placedAtLabel}
        <br />
        {receipt.deliveryLabel}
        {receipt.customer ? (
          <>
            <br />
            {[receipt.customer.name, ...receipt.customer.addressLines].join(', ')}
          </>
        ) : null}
      </p>
      <DataTable label="Articles">
        <thead>
          <tr>
            <th style={{ ...headCell, textAlign: 'left' }}>Article</th>
            <th style={headCell}>Qté</th>
            <th style={headCell}>Prix unitaire</th>
            <th style={headCell}>TVA</th>
            <th style={headCell}>Total</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={`line-${index}`}>
              <td style={nameCell}>
                {line.name}
                <br />
                <span style={small}>{line.unitLabel}</span>
              </td>
              <td style={cell}>{line.quantity}</td>
              <td style={cell}>{formatEuros(line.unitPriceCents)}</td>
              <td style={cell}>{formatVatRate(line.vatRateBp)}</td>
              <td style={cell}>{formatEuros(line.totalCents)}</td>
            </tr>
          ))}
          {receipt.gifts.map((gift, index) => (
            <tr key={`gift-${index}`}>
              <td style={nameCell}>
                {gift.name}
                <br />
                <span style={small}>{gift.unitLabel}</span>
              </td>
              <td style={cell}>{gift.quantity}</td>
              <td style={cell}>
                <span style={small}>valeur {formatEuros(gift.offeredValueCents)}</span>
              </td>
              <td style={cell}>{formatVatRate(gift.vatRateBp)}</td>
              <td style={cell}>
                <span style={discount}>Offert</span>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <DataTable label="Montants">
        <tbody>
          <tr>
            <td style={sumName}>Total des articles</td>
            <td style={sumCell}>{formatEuros(receipt.itemTotalCents)}</td>
          </tr>
          {receipt.discounts.map((item, index) => (
            <tr key={`discount-${index}`}>
              <td style={sumName}>{item.name}</td>
              <td style={sumCell}>
                <span style={discount}>{formatEuros(item.amountCents)}</span>
              </td>
            </tr>
          ))}
          <tr>
            <td style={sumName}>Livraison</td>
            <td style={sumCell}>
              {receipt.shippingCents === 0 ? 'Offerte' : formatEuros(receipt.shippingCents)}
            </td>
          </tr>
          <tr>
            <td style={sumName}>Total HT</td>
            <td style={sumCell}>{formatEuros(receipt.totalExcludingVatCents)}</td>
          </tr>
          <tr>
            <td style={sumName}>TVA</td>
            <td style={sumCell}>{formatEuros(receipt.totalVatCents)}</td>
          </tr>
          <tr>
            <td style={{ ...sumName, ...grandTotal }}>Total TTC</td>
            <td style={{ ...sumCell, ...grandTotal }}>{formatEuros(receipt.totalCents)}</td>
          </tr>
        </tbody>
      </DataTable>
      <DataTable label="TVA par taux">
        <thead>
          <tr>
            <th style={{ ...headCell, textAlign: 'left' }}>Taux de TVA</th>
            <th style={headCell}>HT</th>
            <th style={headCell}>TVA</th>
            <th style={headCell}>TTC</th>
          </tr>
        </thead>
        <tbody>
          {receipt.vatLines.map((line) => (
            <tr key={line.vatRateBp}>
              <td style={nameCell}>{formatVatRate(line.vatRateBp)}</td>
              <td style={cell}>{formatEuros(line.excludingVatCents)}</td>
              <td style={cell}>{formatEuros(line.vatCents)}</td>
              <td style={cell}>{formatEuros(line.includingVatCents)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {/* The card, not « paid »: until the preparation it is only authorised. */}
      {receipt.paymentLabel ? (
        <p style={note}>
          {t('receipt.payment')} : {receipt.paymentLabel}
        </p>
      ) : null}
      <p style={legal}>
        {receipt.shop.legalName}
        <br />
        {receipt.shop.addressLines.join(', ')}
        <br />
        SIRET {receipt.shop.siret} · TVA {receipt.shop.vatNumber}
      </p>
    </>
  );
}
