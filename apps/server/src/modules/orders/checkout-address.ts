/**
 * The order's addresses (spec §5, §7, §8), checked by the delivery module (`checkedAddress`: the
 * domain's rules, then France's official postal data). A refusal names each field the way Spree
 * does (`ship_address.zipcode`), with our codes as the messages.
 */
import type { AddressAttributesBody } from '@sillon/contract';
import { DEFAULT_COUNTRY_ISO, splitFullname, type ErrorCode } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { DeliveryService } from '../delivery';
import type { OrderAddress } from './orders.tables';

export type AddressKind = 'ship_address' | 'bill_address';

/** Spree sends `country_iso`; some clients send a `country_id`, which we accept when it is an ISO code. */
function countryOf(attributes: AddressAttributesBody): string {
  if (attributes.country_iso) return attributes.country_iso;
  const id = attributes.country_id;
  return typeof id === 'string' && /^[A-Za-z]{2}$/.test(id) ? id : DEFAULT_COUNTRY_ISO;
}

function fullnameOf(attributes: AddressAttributesBody): string {
  const given = attributes.fullname?.trim();
  if (given) return given;
  return [attributes.firstname, attributes.lastname]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * Checks one address of the checkout and answers it as the order keeps it. Throws Spree's 422 with
 * per-field codes: `address_invalid`, `address_outside_delivery_zone` (with the served zone), or
 * `address_not_found` when the postal code and the city do not match France's official data.
 */
export async function checkedAddress(
  kind: AddressKind,
  attributes: AddressAttributesBody,
  delivery: Pick<DeliveryService, 'checkedAddress'>,
): Promise<OrderAddress> {
  const checked = await delivery.checkedAddress({
    fullname: fullnameOf(attributes),
    address1: attributes.address1,
    address2: attributes.address2,
    city: attributes.city,
    zipcode: attributes.zipcode,
    countryISO: countryOf(attributes),
    stateName: attributes.state_name,
    // The courier reads them on the ship address; a bill address has no door to open.
    deliveryInstructions: kind === 'ship_address' ? attributes.delivery_instructions : null,
  });
  if (!checked.ok) {
    throw new AppError('unprocessable', checked.code, { errors: fieldErrors(kind, checked.fields ?? {}) });
  }
  const names = splitFullname(checked.value.fullname);
  return {
    firstname: attributes.firstname?.trim() || names.firstname,
    lastname: attributes.lastname?.trim() || names.lastname,
    fullname: checked.value.fullname,
    address1: checked.value.address1,
    address2: checked.value.address2,
    city: checked.value.city,
    zipcode: checked.value.zipcode,
    countryIso: checked.value.countryISO,
    stateName: checked.value.stateName,
    company: attributes.company?.trim() || null,
    ...(checked.value.deliveryInstructions
      ? { deliveryInstructions: checked.value.deliveryInstructions }
      : {}),
  };
}

function fieldErrors(kind: AddressKind, fields: Readonly<Record<string, ErrorCode>>) {
  const spreeNames: Record<string, string> = {
    countryISO: 'country',
    stateName: 'state_name',
    deliveryInstructions: 'delivery_instructions',
  };
  return Object.fromEntries(
    Object.entries(fields).map(([field, code]) => [`${kind}.${spreeNames[field] ?? field}`, [code]]),
  );
}

export function sameAddress(a: OrderAddress | null, b: OrderAddress | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
