/**
 * Official French communes by postal code, from `@etalab/decoupage-administratif` (INSEE's
 * communes with La Poste's postal codes). Server only: the data is 8 MB and must never reach the
 * app's bundle. Loaded on first use, then kept as a small index.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { z } from 'zod';

export type Commune = { code: string; name: string };

export type CommuneIndex = {
  /** The current communes a postal code serves, in the data's order (the main town first). */
  communesOf(zipcode: string): Commune[];
  /** The current commune of `zipcode` that `city` names, read forgivingly; undefined if none. */
  communeNamed(zipcode: string, city: string): Commune | undefined;
};

const communeRecord = z.object({
  code: z.string(),
  nom: z.string(),
  type: z.string(),
  codesPostaux: z.array(z.string()).optional(),
  /** A delegated or associated commune's current commune. */
  chefLieu: z.string().optional(),
});
type CommuneRecord = z.infer<typeof communeRecord>;

/** Common abbreviations of words in town names (La Poste writes "ST ETIENNE"). */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  sts: 'saints',
  stes: 'saintes',
};

/** "Paris 11e", "Lyon 3ème arrondissement", "Marseille 6": the city whose arrondissement it is. */
const ARRONDISSEMENT = /^(paris|lyon|marseille) \d{1,2}( ?(er|e|eme|ieme))?( arrondissement| arr)?$/;

/**
 * The comparable form of a town name: no case, accents, punctuation or spaces; "St"/"Ste" read
 * as Saint/Sainte; a "Cedex" suffix and an arrondissement number dropped. "L'Haÿ-les-Roses" and
 * "LHAY LES ROSES" both give "lhaylesroses".
 */
export function comparableCityName(city: string): string {
  const words = city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\bs\/\s*/g, 'sur ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bcedex\b.*$/, '')
    .trim();
  const unabbreviated = words
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
  return unabbreviated.replace(ARRONDISSEMENT, '$1').replaceAll(' ', '');
}

type IndexEntry = { communes: Commune[]; byName: Map<string, Commune> };

function addName(entry: IndexEntry, name: string, commune: Commune): void {
  const key = comparableCityName(name);
  if (!entry.byName.has(key)) entry.byName.set(key, commune);
}

/**
 * Current communes under each of their postal codes; delegated and associated communes (former
 * communes merged into a current one) are accepted as names of their current commune, under its
 * postal codes, since their inhabitants still write them.
 */
export function buildCommuneIndex(records: readonly CommuneRecord[]): CommuneIndex {
  const byPostalCode = new Map<string, IndexEntry>();
  const currentByCode = new Map<string, { commune: Commune; postalCodes: string[] }>();
  for (const record of records) {
    if (record.type !== 'commune-actuelle' || !record.codesPostaux) continue;
    const commune = { code: record.code, name: record.nom };
    currentByCode.set(record.code, { commune, postalCodes: record.codesPostaux });
    for (const postalCode of record.codesPostaux) {
      let entry = byPostalCode.get(postalCode);
      if (!entry) byPostalCode.set(postalCode, (entry = { communes: [], byName: new Map() }));
      entry.communes.push(commune);
      addName(entry, record.nom, commune);
    }
  }
  for (const record of records) {
    if (record.type !== 'commune-deleguee' && record.type !== 'commune-associee') continue;
    const current = record.chefLieu === undefined ? undefined : currentByCode.get(record.chefLieu);
    if (!current) continue;
    for (const postalCode of current.postalCodes) {
      const entry = byPostalCode.get(postalCode);
      if (entry) addName(entry, record.nom, current.commune);
    }
  }
  return {
    communesOf: (zipcode) => [...(byPostalCode.get(zipcode)?.communes ?? [])],
    communeNamed: (zipcode, city) => byPostalCode.get(zipcode)?.byName.get(comparableCityName(city)),
  };
}

async function readCommuneRecords(): Promise<CommuneRecord[]> {
  const require = createRequire(import.meta.url);
  // The package's own index reads its files relative to the working directory: read the data directly.
  const file = require.resolve('@etalab/decoupage-administratif/data/communes.json');
  return z.array(communeRecord).parse(JSON.parse(await readFile(file, 'utf8')));
}

let loading: Promise<CommuneIndex> | undefined;

/** The index, built once per process on first use (the whole data set is parsed); a failed load is retried next time. */
export function loadCommuneIndex(): Promise<CommuneIndex> {
  loading ??= readCommuneRecords()
    .then(buildCommuneIndex)
    .catch((failure: unknown) => {
      loading = undefined;
      throw failure;
    });
  return loading;
}
