/** The journal reads French for every action and subject the server records. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditSubjectLabel } from './audit-labels';

const serverSources = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server/src');

/** The server's own sources (tests left out): where its audit entries are written. */
function sources(): string[] {
  return readdirSync(serverSources, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(serverSources, file), 'utf8'));
}

const found = (pattern: RegExp) =>
  [...new Set(sources().flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]!)))].sort();

describe('the journal’s words', () => {
  it('names every recorded action in French', () => {
    const actions = found(/(?:[Aa]udit\(\s*|action: )'([a-z_]+\.[a-z_]+)'/g).filter(
      (action) => !action.startsWith('payment_intent.'),
    );
    expect(actions.length).toBeGreaterThan(20);
    expect(actions.filter((action) => auditActionLabel(action) === action)).toEqual([]);
  });

  it('names every recorded subject in French', () => {
    const subjects = found(/subjectType: '([a-z_]+)'/g);
    expect(subjects.length).toBeGreaterThan(10);
    expect(subjects.filter((subject) => auditSubjectLabel(subject) === subject)).toEqual([]);
  });
});
