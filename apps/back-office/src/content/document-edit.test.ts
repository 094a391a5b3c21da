import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { titleRefusal } from './document-edit';

/** The server's refusal of a draft's title, as `staffFetch` throws it. */
const refused = (message: string) =>
  new HttpError(message, 400, {
    error: { code: 'content_invalid', message, details: [{ field: 'draft.title', message }] },
  });

describe('a title the server refused', () => {
  const sent = { title: '', body: ['Un paragraphe.'] };

  it('is said under the title in the server’s words while it is the one sent', () => {
    const error = refused('Titre : ce champ est obligatoire.');
    expect(titleRefusal(error, sent, '')).toBe('Titre : ce champ est obligatoire.');
  });

  it('is no longer said once the title changed, nor for a refusal of another field', () => {
    expect(titleRefusal(refused('Titre : ce champ est obligatoire.'), sent, 'Nos fermes')).toBeUndefined();
    const other = new HttpError('Bloc 1 : requis.', 400, {
      error: { code: 'content_invalid', details: [{ field: 'draft.blocks.0', message: 'Bloc 1 : requis.' }] },
    });
    expect(titleRefusal(other, sent, '')).toBeUndefined();
    expect(titleRefusal(null, undefined, '')).toBeUndefined();
  });
});
