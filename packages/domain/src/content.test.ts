import { describe, expect, it } from 'vitest';
import {
  CONTENT_TITLE_MAX_LENGTH,
  contentTitleProblem,
  documentIdOf,
  hasNextPage,
  isDraftId,
  isNewerRecord,
  lostContentFields,
  mergeNewerRecords,
  MissingDocumentIdError,
  publishedIdOf,
  withDraftPrecedence,
} from './content';

describe('draft precedence (spec §3: the drafts. copy wins)', () => {
  it('recognises draft ids', () => {
    expect(isDraftId('drafts.rack-1')).toBe(true);
    expect(isDraftId('rack-1')).toBe(false);
    expect(publishedIdOf('drafts.rack-1')).toBe('rack-1');
    expect(publishedIdOf('rack-1')).toBe('rack-1');
  });

  it.each([
    [
      'draft after published',
      [
        { _id: 'a', v: 'pub' },
        { _id: 'drafts.a', v: 'draft' },
      ],
    ],
    [
      'draft before published',
      [
        { _id: 'drafts.a', v: 'draft' },
        { _id: 'a', v: 'pub' },
      ],
    ],
  ])('keeps the draft when it comes %s', (_order, documents) => {
    expect(withDraftPrecedence(documents)).toEqual([{ _id: 'a', v: 'draft' }]);
  });

  it('keeps published documents without drafts, in their order', () => {
    const documents = [{ _id: 'b' }, { _id: 'drafts.a' }, { _id: 'c' }, { _id: 'a' }];
    expect(withDraftPrecedence(documents).map((document) => document._id)).toEqual(['b', 'a', 'c']);
  });

  it.each([[{}], [{ _id: '' }], [{ _id: null }]])(
    'throws the spec message for a document without _id (%j)',
    (document) => {
      expect(() => withDraftPrecedence([document])).toThrow(MissingDocumentIdError);
      expect(() => documentIdOf(document)).toThrow('Ensure that `_id` is included in query projection');
    },
  );
});

describe('newer records only (spec §4: replaced only if newer by updated-at)', () => {
  it.each([
    ['replaces with a newer record', '2024-06-02T00:00:00Z', '2024-06-01T00:00:00Z', true],
    ['keeps the stored record on an equal time', '2024-06-01T00:00:00Z', '2024-06-01T00:00:00Z', false],
    ['keeps the stored record against an older one', '2024-05-01T00:00:00Z', '2024-06-01T00:00:00Z', false],
    ['never takes an unreadable time', 'hier', '2024-06-01T00:00:00Z', false],
    ['replaces an unreadable stored time', '2024-06-01T00:00:00Z', 'hier', true],
  ])('%s', (_rule, incoming, stored, expected) => {
    expect(isNewerRecord({ updatedAt: incoming }, { updatedAt: stored })).toBe(expected);
  });

  it('merges by id', () => {
    const stored = {
      a: { id: 'a', updatedAt: '2024-06-01T00:00:00Z', title: 'A' },
      b: { id: 'b', updatedAt: '2024-06-01T00:00:00Z', title: 'B' },
    };
    const merged = mergeNewerRecords(stored, [
      { id: 'a', updatedAt: '2024-06-02T00:00:00Z', title: 'A2' },
      { id: 'b', updatedAt: '2024-05-01T00:00:00Z', title: 'B0' },
      { id: 'c', updatedAt: '2024-05-01T00:00:00Z', title: 'C' },
    ]);
    expect(Object.values(merged).map((record) => record.title)).toEqual(['A2', 'B', 'C']);
    expect(stored.a.title).toBe('A');
  });
});

describe('hasNextPage (spec §7: pages of 150 until a shorter page)', () => {
  it.each([
    [150, true],
    [149, false],
    [0, false],
  ])('a page of %i → %s', (length, expected) => {
    expect(hasNextPage(length)).toBe(expected);
  });
});

describe('lostContentFields', () => {
  const published = {
    _id: 'page-miel',
    title: 'Bien choisir son miel',
    body: [{ text: 'Le miel…' }],
    hero: null,
  };

  it('lets a draft add, empty or fill fields', () => {
    expect(
      lostContentFields(published, { title: '', body: [], hero: { image: 'a.jpg' }, tags: ['miel'] }),
    ).toEqual([]);
    expect(lostContentFields(published, { title: 'Autre', body: null, hero: null })).toEqual([]);
  });

  it('names the fields a draft drops or changes the kind of, never the service’s own', () => {
    expect(lostContentFields(published, {})).toEqual(['title', 'body', 'hero']);
    expect(lostContentFields(published, { title: 'Miel', body: 42, hero: null })).toEqual(['body']);
    expect(lostContentFields(published, { title: ['Miel'], body: { text: '' }, hero: null })).toEqual([
      'title',
      'body',
    ]);
  });
});

describe('contentTitleProblem', () => {
  const required = { field: 'title', message: 'Titre : ce champ est obligatoire.' };

  it('keeps a title on a page that has one, of a heading’s length', () => {
    const page = { title: 'Les sols vivants' };
    expect(contentTitleProblem(page, { title: 'Des sols bien vivants' })).toBeNull();
    expect(contentTitleProblem(page, { title: ' ' })).toEqual(required);
    expect(contentTitleProblem(page, {})).toEqual(required);
    expect(contentTitleProblem(page, { title: 'x'.repeat(CONTENT_TITLE_MAX_LENGTH) })).toBeNull();
    expect(contentTitleProblem(page, { title: 'x'.repeat(CONTENT_TITLE_MAX_LENGTH + 1) })).toEqual({
      field: 'title',
      message: 'Titre : 120 caractères au plus (121 saisis).',
    });
  });

  it('keeps the gifts’ section title, which the cart shows above them', () => {
    const ladder = { giftsSectionTitle: 'Offert avec votre commande', gifts: [] };
    expect(contentTitleProblem(ladder, { ...ladder, giftsSectionTitle: 'Nos cadeaux' })).toBeNull();
    expect(contentTitleProblem(ladder, { ...ladder, giftsSectionTitle: '  ' })).toEqual({
      field: 'giftsSectionTitle',
      message: 'Titre de la section : ce champ est obligatoire.',
    });
  });

  it('asks no title of a document that had none (the home page), but caps one given', () => {
    expect(contentTitleProblem({ blocks: [] }, { blocks: [], title: '' })).toBeNull();
    expect(contentTitleProblem({}, { title: 'x'.repeat(200) })?.message).toMatch(/^Titre : 120 caractères/);
  });
});
