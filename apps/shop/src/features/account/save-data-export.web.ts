/**
 * Keeping the data export (GDPR article 20) in the browser: the JSON the session fetched becomes a
 * file the browser downloads under the server's name for it.
 */
import type { DataExport } from './api/account-api';

export async function saveDataExport(file: DataExport): Promise<'downloaded' | 'shared' | 'dismissed'> {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the address may go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return 'downloaded';
}
