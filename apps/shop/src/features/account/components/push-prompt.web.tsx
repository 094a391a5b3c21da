/** No push notifications on the web (issue 19): nothing to offer after an order. */
export function PushPrompt() {
  return null;
}
