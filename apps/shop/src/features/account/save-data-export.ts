/**
 * Keeping the data export (GDPR article 20) on a phone: the system's share sheet takes the file's
 * text to Files, a mail or a notes app. The browser's download is in `save-data-export.web.ts`.
 */
import { Share } from 'react-native';
import type { DataExport } from './api/account-api';

/** Answers how it went: the sheet opened ('shared'), or the customer closed it. */
export async function saveDataExport(file: DataExport): Promise<'downloaded' | 'shared' | 'dismissed'> {
  const result = await Share.share({ title: file.fileName, message: file.text });
  return result.action === Share.dismissedAction ? 'dismissed' : 'shared';
}
