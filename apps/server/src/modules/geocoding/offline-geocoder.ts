/**
 * The default geocoder (`GEOCODER=offline`): answers from the data shipped with the shop
 * (`offline-addresses.ts`), sends nothing anywhere, works without a network. A street is matched
 * word by word, each typed word the start of one of its words (« 12 r ober » finds « 12 Rue
 * Oberkampf »); the house number is kept in the answer, the point is the street's.
 */
import {
  distanceKm,
  SUGGESTIONS_LIMIT,
  type AddressToLocate,
  type GeocodedAddress,
  type Geocoder,
  type GeoPoint,
} from './geocoder';
import { OFFLINE_COMMUNES, OFFLINE_STREETS, type StreetRecord } from './offline-addresses';

/** How people shorten the words of French street names. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  r: 'rue',
  av: 'avenue',
  ave: 'avenue',
  bd: 'boulevard',
  bld: 'boulevard',
  boul: 'boulevard',
  pl: 'place',
  fg: 'faubourg',
  fbg: 'faubourg',
  st: 'saint',
  ste: 'sainte',
  imp: 'impasse',
  all: 'allee',
};

/** Lower case, no accents, no punctuation, abbreviations spelt out. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => ABBREVIATIONS[word] ?? word);
}

/** « 12 bis rue Oberkampf » → the number « 12 bis » and the street's words. */
function houseNumberAndStreet(text: string): { number: string; words: string[] } {
  const found = /^\s*(\d{1,4})\s*(bis|ter|quater|[a-d])?\b[\s,]*(.*)$/i.exec(text);
  if (!found) return { number: '', words: searchWords(text) };
  const [, digits = '', suffix, rest = ''] = found;
  return { number: suffix ? `${digits} ${suffix.toLowerCase()}` : digits, words: searchWords(rest) };
}

type Street = { record: StreetRecord; words: string[]; nameKey: string };

const STREETS: readonly Street[] = OFFLINE_STREETS.map((record) => {
  const [name, postalCode, city] = record;
  return {
    record,
    words: searchWords(`${name} ${postalCode} ${city}`),
    nameKey: searchWords(name).join(' '),
  };
});

function answerOf([name, postalCode, city, latitude, longitude]: StreetRecord, number: string) {
  const street = number ? `${number} ${name}` : name;
  return {
    label: `${street}, ${postalCode} ${city}`,
    street,
    postalCode,
    city,
    latitude,
    longitude,
    precision: 'street',
  } satisfies GeocodedAddress;
}

export function createOfflineGeocoder(): Geocoder {
  return {
    kind: 'offline',

    async suggest(text: string, near?: GeoPoint): Promise<GeocodedAddress[]> {
      const { number, words } = houseNumberAndStreet(text);
      if (words.length === 0) return [];
      const found = STREETS.filter((street) =>
        words.every((word) => street.words.some((candidate) => candidate.startsWith(word))),
      ).map((street) => answerOf(street.record, number));
      if (near) found.sort((a, b) => distanceKm(near, a) - distanceKm(near, b));
      return found.slice(0, SUGGESTIONS_LIMIT);
    },

    async locate(address: AddressToLocate): Promise<GeocodedAddress | null> {
      const { number, words } = houseNumberAndStreet(address.address1);
      const zipcode = address.zipcode.replace(/\s/g, '');
      const street = STREETS.find(
        (candidate) => candidate.record[1] === zipcode && candidate.nameKey === words.join(' '),
      );
      if (street) return answerOf(street.record, number);
      const commune = OFFLINE_COMMUNES.find(([postalCode]) => postalCode === zipcode);
      if (!commune) return null;
      const [postalCode, city, latitude, longitude] = commune;
      return {
        label: `${address.address1}, ${postalCode} ${city}`,
        street: address.address1,
        postalCode,
        city,
        latitude,
        longitude,
        precision: 'municipality',
      };
    },
  };
}
