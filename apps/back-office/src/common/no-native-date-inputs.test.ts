import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every screen's source file under `src/`. */
function screenFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) return screenFiles(at);
    return entry.name.endsWith('.tsx') ? [at] : [];
  });
}

// The calendar's own field, which the staff never see: what it picks is written in French.
const CALENDAR = 'common/french-date-field.tsx';

describe('the back office’s date fields', () => {
  it('are French text fields: a browser’s date field writes 12/08/2026 for the 8th of December in English', () => {
    const source = path.resolve(import.meta.dirname, '..');
    const nativeDateFields = screenFiles(source)
      .filter((file) => path.relative(source, file) !== CALENDAR)
      .filter((file) =>
        /type=["'](date|datetime-local|time|month|week)["']|\b(DateInput|DateTimeInput|TimeInput)\b/.test(
          readFileSync(file, 'utf8'),
        ),
      );
    expect(nativeDateFields.map((file) => path.relative(source, file))).toEqual([]);
  });
});
