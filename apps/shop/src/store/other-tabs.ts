/**
 * What another tab of the same browser saved (the web only, `other-tabs.web.ts`): a phone runs
 * one copy of the app, so nothing else writes its storage.
 */
export function onSavedInAnotherTab(_key: string, _listener: (text: string | null) => void): () => void {
  return () => undefined;
}
