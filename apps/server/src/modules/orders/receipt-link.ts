/**
 * The receipt's PDF link (issue 14): opened without a bearer (a browser download, a native share
 * sheet), so it carries its own proof: an HMAC-SHA256 of the order's number and the link's expiry,
 * keyed with the order's own token (`carts.token`, 128 random bits, never in the link). Without
 * the token, no one can make a link for another order or move an expiry; no new secret to keep.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link works: long enough to download or share it, short enough that a leaked one dies. */
export const RECEIPT_LINK_TTL_SECONDS = 10 * 60;

export function receiptLinkSignature(orderToken: string, number: string, expiresAtSeconds: number): string {
  return createHmac('sha256', orderToken)
    .update(`receipt-pdf:${number}:${expiresAtSeconds}`)
    .digest('base64url');
}

/**
 * Whether the link is the one signed for this order and has not expired. The signature is compared
 * in constant time, so its bytes cannot be guessed one at a time from response times.
 */
export function isValidReceiptLink(
  orderToken: string,
  number: string,
  link: { expiresAtSeconds: number; signature: string },
  now: Date,
): boolean {
  if (!Number.isSafeInteger(link.expiresAtSeconds) || link.expiresAtSeconds * 1000 <= now.getTime()) {
    return false;
  }
  const expected = Buffer.from(receiptLinkSignature(orderToken, number, link.expiresAtSeconds));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
