/**
 * What makes an e-mail the shop's (issue 40): its public address, for the logo and the links, and
 * where to ask for help (the legal pages' contact, `SHOP_LEGAL_CONTACT_EMAIL`).
 *
 * The logo is the app's icon as a PNG at the shop's public address (`PUBLIC_URL/icon-192.png`),
 * not inlined: Gmail and Outlook.com drop `data:` images, and an attachment (CID) shows in some
 * clients as a file beside the message and weighs on every e-mail. A remote image is what the
 * large clients show (Gmail fetches it through its proxy); a client that blocks remote images
 * still shows the shop's name, written beside the logo.
 */
export type MailBrand = {
  /** `https://sillon.example`, without a trailing slash. */
  publicUrl: string;
  helpEmail: string;
};

export function mailBrandOf(publicUrl: string, helpEmail: string): MailBrand {
  return { publicUrl: publicUrl.replace(/\/+$/, ''), helpEmail };
}
