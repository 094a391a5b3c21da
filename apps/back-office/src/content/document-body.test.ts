import { describe, expect, it } from 'vitest';
import { parseBody } from './document-body';

describe('a document’s typed body', () => {
  it('reads a JSON object', () => {
    expect(parseBody('{ "title": "Nos fermes" }')).toEqual({ body: { title: 'Nos fermes' } });
  });

  it('refuses what is not an object, in French', () => {
    expect(parseBody('[1, 2]').error).toBe('Le contenu doit être un objet JSON { … }.');
  });

  it('says in French on which line the JSON stops being valid', () => {
    const { error } = parseBody('{\n  "title": "Nos fermes",\n  "body": "x" "oops"\n}');
    expect(error).toMatch(/^Le contenu n’est pas du JSON valide vers la ligne 3, colonne \d+ : vérifiez/);
    expect(error).not.toMatch(/Unexpected|Expected/);
  });
});
