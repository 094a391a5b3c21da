import type { MessageParams, Violation } from '../result';
import { detailedMessageKeys, errors, ui, type ErrorCode, type ErrorText, type MessageKey } from './fr';

export type { MessageParams } from '../result';

/** The French text for a key, with `{{name}}` placeholders filled from `params`. */
export function t(key: MessageKey, params: MessageParams = {}): string {
  return ui[key].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

const frenchPlurals = new Intl.PluralRules('fr-FR');

/** Keys that exist in a singular (`_one`) and a plural (`_other`) form. */
type PluralBase = {
  [K in MessageKey]: K extends `${infer Base}_one`
    ? `${Base}_other` extends MessageKey
      ? Base
      : never
    : never;
}[MessageKey];

/**
 * The French text for a count, in the form French grammar asks (0 and 1 are singular):
 * `tCount('components.header.cart_label', 2)` → "Panier 2 articles" (the visible "Panier 2" stays part of it). `{{count}}` is filled in.
 */
export function tCount(base: PluralBase, count: number, params: MessageParams = {}): string {
  const form = frenchPlurals.select(count) === 'one' ? 'one' : 'other';
  return t(`${base}_${form}` as MessageKey, { ...params, count });
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(errors, code);
}

/** The title and content shown for an error code; an unknown code gets the technical-problem text. */
export function errorText(code: string): ErrorText {
  return isErrorCode(code) ? errors[code] : errors.internal_error;
}

/**
 * The sentence to show for a rule's violation: the detailed sentence with its numbers when the
 * rule gave them (spec §5: "message names the max"), else the catalogue's content.
 */
export function violationText(failure: Pick<Violation, 'code' | 'params'>): string {
  const key = (detailedMessageKeys as Partial<Record<ErrorCode, MessageKey>>)[failure.code];
  return key !== undefined && failure.params !== undefined
    ? t(key, failure.params)
    : errors[failure.code].content;
}
