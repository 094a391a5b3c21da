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

describe('the back office’s number fields', () => {
  it('are text fields: a number input reads « 1,5 » as 15 in a browser not set to French', () => {
    const source = path.resolve(import.meta.dirname, '..');
    const numberInputs = screenFiles(source).filter((file) =>
      /type=["']number["']|type:\s*["']number["']/.test(readFileSync(file, 'utf8')),
    );
    expect(numberInputs.map((file) => path.relative(source, file))).toEqual([]);
  });
});
