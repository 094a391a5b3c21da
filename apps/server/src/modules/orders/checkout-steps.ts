/**
 * The checkout (spec §4 "Checkout steps", §7; Spree's checkout calls and state machine): the
 * email and addresses, the shipment with its rates, the slot or the pickup point, and Spree's
 * transitions up to the payment (`order-completion.ts` takes it from there). Every change is
 * worked out from the order as read and saved over its version (`core.change`).
 */
import { randomInt } from 'node:crypto';
import type { CartDocument, CheckoutUpdateBody, ShippingRatesDocument } from '@sillon/contract';
import {
  checkTermsAccepted,
  isRegionalProductDelivered,
  needsDeliverySlot,
  shippingModeOfMethodId,
  shippingOffers,
  validateEmail,
  type DeliverySlotMode,
  type ShippingMode,
  type ShippingOffer,
} from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { SlotView } from '../delivery';
import { checkedAddress, sameAddress } from './checkout-address';
import { shippingRatesDocument, type OfferedSlots } from './checkout.document';
import { shippingPriceInput } from './order-pricing';
import type { OrderCore } from './order-core';
import type { LoadedOrder, OrderCaller, OrderChanges, OrderRow } from './order-types';
import type { OrdersDeps } from './orders-deps';

type EmailNotSaved = 'invalid_email' | 'email_already_used';

/** Spree's shipment numbers: `H` and 11 digits. */
const newShipmentNumber = () => `H${String(randomInt(0, 1e11)).padStart(11, '0')}`;

/** A shipping rate's id names its shipment and its mode, so it stays valid until the shipment changes. */
export const shippingRateId = (shipmentNumber: string, mode: ShippingMode) => `${shipmentNumber}-${mode}`;

/** Spree empties a shipment's delivery choice when the mode or the address changes. */
const noDelivery: OrderChanges = { shippingMode: null, deliverySlot: null, pickupPoint: null };

export function createCheckoutSteps(
  core: OrderCore,
  deps: Pick<OrdersDeps, 'delivery' | 'account' | 'terms' | 'now'>,
) {
  const { delivery, now } = deps;

  /**
   * Issue 38 `terms_accepted`: the CGV ticked at payment, under the version the app showed; a
   * version no longer in force is refused, so the customer reads the CGV that will bind them.
   */
  async function termsChanges(body: NonNullable<CheckoutUpdateBody['order']>): Promise<OrderChanges> {
    if (body.terms_accepted === false) return { termsVersion: null, termsAcceptedAt: null };
    const accepted = checkTermsAccepted(body.terms_version ?? null, await deps.terms.currentVersion());
    if (!accepted.ok) {
      throw new AppError('unprocessable', accepted.code, { errors: { terms_version: [accepted.code] } });
    }
    return { termsVersion: accepted.value, termsAcceptedAt: now() };
  }

  /** The shipping offers for the order as it is: its address's district, its products, its offers. */
  async function offersFor(order: LoadedOrder): Promise<ShippingOffer[]> {
    if (!order.shipAddress) throw new AppError('unprocessable', 'shipping_address_required', { errors: {} });
    const priced = await core.priceOrder(order);
    if (priced.lines.length === 0) throw new AppError('unprocessable', 'order_empty', { errors: {} });
    return shippingOffers({
      isBikeDistrict: delivery.isBikeDistrict(order.shipAddress.zipcode),
      ...shippingPriceInput(priced.totals.itemTotalCents, priced.offers),
    });
  }

  function offeredMode(offers: readonly ShippingOffer[], mode: ShippingMode | undefined): ShippingMode {
    if (!mode || !offers.some((offer) => offer.mode === mode)) {
      throw new AppError('unprocessable', 'shipping_method_not_found', { errors: {} });
    }
    return mode;
  }

  /** The slots of each home delivery offered, and when the next open for a mode that has none now. */
  async function slotsOf(offers: readonly ShippingOffer[]): Promise<OfferedSlots> {
    const at = now();
    const modes = offers
      .map((offer) => offer.mode)
      .filter((mode): mode is DeliverySlotMode => needsDeliverySlot(mode));
    const slots = await delivery.offeredSlotsOf(modes, at);
    const nextOpenings: OfferedSlots['nextOpenings'] = {};
    for (const [mode, offered] of slots) {
      if (offered.length === 0) nextOpenings[mode] = await delivery.nextSlotsOpening(mode, at);
    }
    return { slots: Object.fromEntries(slots), nextOpenings };
  }

  /** Spree: an address with a country sets the order to `address`; a new address means new rates. */
  async function addressChanges(order: OrderRow, body: CheckoutUpdateBody['order']): Promise<OrderChanges> {
    const changes: OrderChanges = {};
    const bill = body?.bill_address_attributes
      ? await checkedAddress('bill_address', body.bill_address_attributes, delivery)
      : undefined;
    const ship = body?.ship_address_attributes
      ? await checkedAddress('ship_address', body.ship_address_attributes, delivery)
      : body?.use_billing
        ? bill
        : undefined;
    if (bill) changes.billAddress = bill;
    if (ship) {
      changes.shipAddress = ship;
      if (!sameAddress(ship, order.shipAddress)) Object.assign(changes, noDelivery, { shipmentNumber: null });
      changes.state = 'address';
    }
    return changes;
  }

  /**
   * Spec §5: the checkout's e-mail goes to the account only if it is valid and no other account's,
   * and neither refusal stops the order (issue 36: a household shares an address, often an
   * e-mail). A valid one stays on the order; an invalid one leaves the order the e-mail it had,
   * else the account's. Only an order that would have no e-mail at all is refused: its
   * confirmation would have nowhere to go. Runs once everything else is checked.
   */
  async function emailChanges(
    caller: OrderCaller,
    order: OrderRow,
    typed: string,
  ): Promise<{ changes: OrderChanges; notSaved: EmailNotSaved | null }> {
    const checked = validateEmail(typed);
    const outcome = caller.user
      ? await deps.account.saveCheckoutEmail(caller.user, typed)
      : { notSaved: null, accountEmail: null };
    if (checked.ok) return { changes: { email: checked.value }, notSaved: outcome.notSaved };
    const kept = order.email ?? outcome.accountEmail;
    if (!kept) throw new AppError('unprocessable', 'invalid_email', { errors: { email: ['invalid_email'] } });
    return { changes: { email: kept }, notSaved: 'invalid_email' };
  }

  /** Spec §7 shipments_attributes: the rate and, for home delivery, the slot. */
  async function shipmentChanges(
    order: LoadedOrder,
    shipments: NonNullable<NonNullable<CheckoutUpdateBody['order']>['shipments_attributes']>,
  ): Promise<OrderChanges> {
    const changes: OrderChanges = {};
    for (const shipment of shipments) {
      const shipmentNumber = order.shipmentNumber;
      if (!shipmentNumber || String(shipment.id) !== shipmentNumber) {
        throw new AppError('unprocessable', 'shipment_not_found', { errors: {} });
      }
      const offers = await offersFor(order);
      let mode = order.shippingMode ?? undefined;
      if (shipment.selected_shipping_rate_id !== undefined) {
        const rateId = String(shipment.selected_shipping_rate_id);
        mode = offeredMode(
          offers,
          offers.find((offer) => shippingRateId(shipmentNumber, offer.mode) === rateId)?.mode,
        );
        if (mode !== order.shippingMode) Object.assign(changes, noDelivery);
        changes.shippingMode = mode;
        changes.state = 'delivery';
      }
      if (shipment.delivery_slot_id) {
        if (!mode || !needsDeliverySlot(mode)) {
          throw new AppError('unprocessable', 'shipping_method_required', { errors: {} });
        }
        const slot = await delivery.ensureChoosable(
          shipment.delivery_slot_id,
          mode as DeliverySlotMode,
          now(),
        );
        // Spec §4: choosing a slot clears the pickup point.
        Object.assign(changes, { deliverySlot: chosenSlot(slot), pickupPoint: null });
      }
    }
    return changes;
  }

  /** Spec §7 chosen_pickup_point_attributes: the point, and the pickup method with it. */
  async function pickupPointChanges(
    order: LoadedOrder,
    chosen: NonNullable<NonNullable<CheckoutUpdateBody['order']>['chosen_pickup_point_attributes']>,
  ): Promise<OrderChanges> {
    const point = await delivery.pickupPoint(chosen.provider_name, chosen.provider_point_id);
    if (!point) throw new AppError('unprocessable', 'pickup_point_not_found', { errors: {} });
    offeredMode(await offersFor(order), 'pickup-point');
    // Spec §4: choosing a pickup point clears the slot.
    return {
      pickupPoint: point,
      deliverySlot: null,
      shippingMode: 'pickup-point',
      shipmentNumber: order.shipmentNumber ?? newShipmentNumber(),
      state: 'delivery',
    };
  }

  /** Spree's transitions, one `next` at a time; a guard failure is a 422 with the state unchanged. */
  async function nextState(order: LoadedOrder): Promise<OrderChanges> {
    switch (order.state) {
      case 'cart':
        if ((await core.priceOrder(order)).lines.length === 0) {
          throw new AppError('unprocessable', 'order_empty', { errors: { base: ['order_empty'] } });
        }
        return { state: 'address' };
      case 'address': {
        if (!order.email)
          throw new AppError('unprocessable', 'email_required', { errors: { email: ['email_required'] } });
        const offers = await offersFor(order);
        // Spree pre-selects each new shipment's cheapest rate.
        const mode = order.shippingMode ?? offers[0]?.mode ?? null;
        return {
          state: 'delivery',
          shipmentNumber: order.shipmentNumber ?? newShipmentNumber(),
          shippingMode: mode,
        };
      }
      case 'delivery':
        await ensureDeliveryChosen(order);
        return { state: 'payment' };
      default:
        throw new AppError('unprocessable', 'checkout_step_invalid', { errors: { state: [order.state] } });
    }
  }

  /**
   * Spec §8 "Regional product": every product must be delivered where the order goes (the pickup
   * point, else the delivery address); the ones that are not are named, for the app to remove.
   */
  async function ensureRegionalProductsDelivered(order: LoadedOrder): Promise<void> {
    const zipcode =
      order.shippingMode === 'pickup-point' ? order.pickupPoint?.zipcode : order.shipAddress?.zipcode;
    if (!zipcode) return;
    const refused = (await core.priceOrder(order)).lines
      .filter((line) => !isRegionalProductDelivered(line.variant.regionalPostalPrefixes, zipcode))
      .map((line) => line.variant.variantId);
    if (refused.length > 0) {
      throw new AppError('unprocessable', 'regional_product_unavailable', {
        errors: { variant_ids: refused },
      });
    }
  }

  /** Spec §2: home delivery needs its slot (still bookable), a pickup point its point. */
  async function ensureDeliveryChosen(order: LoadedOrder): Promise<void> {
    await ensureRegionalProductsDelivered(order);
    const offers = await offersFor(order);
    const mode = order.shippingMode ?? undefined;
    if (!mode) throw new AppError('unprocessable', 'shipping_method_required', { errors: {} });
    offeredMode(offers, mode);
    if (needsDeliverySlot(mode)) {
      if (!order.deliverySlot) throw new AppError('unprocessable', 'delivery_slot_required', { errors: {} });
      await delivery.ensureChoosable(order.deliverySlot.id, mode as DeliverySlotMode, now());
    } else if (!order.pickupPoint) {
      throw new AppError('unprocessable', 'pickup_point_required', { errors: {} });
    }
  }

  return {
    ensureDeliveryChosen,
    nextState,
    step: (order: LoadedOrder, changes: OrderChanges) => step(order, changes),

    /**
     * PATCH `/checkout` (spec §7 update order): email, addresses, shipment, pickup point, and the
     * CGV's acceptance (issue 38).
     */
    async update(caller: OrderCaller, body: CheckoutUpdateBody['order'], include: string | undefined) {
      const read = await core.requireOrder(caller);
      let emailNotSaved: EmailNotSaved | null = null;
      const saved = await core.change(read, async (order) => {
        const changes = await addressChanges(order, body);
        const updated = { ...order, ...changes };
        if (changes.shipAddress) await ensureRegionalProductsDelivered(updated);
        if (body?.shipments_attributes?.length)
          Object.assign(changes, await shipmentChanges(updated, body.shipments_attributes));
        if (body?.chosen_pickup_point_attributes) {
          Object.assign(
            changes,
            await pickupPointChanges({ ...order, ...changes }, body.chosen_pickup_point_attributes),
          );
        }
        if (body?.terms_accepted !== undefined) Object.assign(changes, await termsChanges(body));
        // Everything else is checked: the account takes the email (or keeps its own) before the order changes.
        if (body?.email !== undefined && body.email !== null) {
          const email = await emailChanges(caller, order, body.email);
          Object.assign(changes, email.changes);
          emailNotSaved = email.notSaved;
        }
        return { order: changes };
      });
      const document = await core.render(saved, include);
      // The app tells the customer their account kept its own e-mail (spec §8 "Email" codes).
      return emailNotSaved ? { ...document, meta: { email_not_saved: emailNotSaved } } : document;
    },

    /** GET `/checkout/shipping_rates`: the shipment (made on demand), its rates and their slots. */
    async shippingRates(caller: OrderCaller): Promise<ShippingRatesDocument> {
      let order = await core.requireOrder(caller);
      const offers = await offersFor(order);
      if (!order.shipmentNumber) {
        order = await core.change(order, (current) => ({
          order: { shipmentNumber: current.shipmentNumber ?? newShipmentNumber() },
        }));
      }
      const priced = await core.priceOrder(order);
      return shippingRatesDocument({
        order,
        offers,
        ...(await slotsOf(offers)),
        priced,
        rateId: shippingRateId,
      });
    },

    /** Spree's select_shipping_method: a method for the shipment (or every shipment). */
    async selectShippingMethod(
      caller: OrderCaller,
      input: { shippingMethodId: string; shipmentId?: string | undefined },
      include: string | undefined,
    ): Promise<CartDocument> {
      const order = await core.requireOrder(caller);
      if (input.shipmentId !== undefined && input.shipmentId !== order.shipmentNumber) {
        throw new AppError('unprocessable', 'shipment_not_found', { errors: {} });
      }
      const mode = offeredMode(await offersFor(order), shippingModeOfMethodId(input.shippingMethodId));
      const saved = await core.change(order, (current) => ({
        order: {
          ...(mode === current.shippingMode ? {} : noDelivery),
          shippingMode: mode,
          shipmentNumber: current.shipmentNumber ?? newShipmentNumber(),
          state: 'delivery',
        },
      }));
      return core.render(saved, include);
    },

    /** Spree's next: one transition. */
    async next(caller: OrderCaller, include: string | undefined): Promise<CartDocument> {
      const order = await core.requireOrder(caller);
      return core.render(await step(order, await nextState(order)), include);
    },

    /** Spree's advance: as far as the guards allow, stopping before the payment is taken. */
    async advance(caller: OrderCaller, include: string | undefined): Promise<CartDocument> {
      let order = await core.requireOrder(caller);
      while (order.state !== 'payment') {
        let changes: OrderChanges;
        try {
          changes = await nextState(order);
        } catch (failure) {
          if (failure instanceof AppError) break;
          throw failure;
        }
        order = await step(order, changes);
      }
      return core.render(order, include);
    },
  };

  /**
   * Saves one transition worked out from `order` (`changes`); worked out again on the order read
   * again if another change saved it first.
   */
  function step(order: LoadedOrder, changes: OrderChanges): Promise<LoadedOrder> {
    return core.change(order, async (current) => ({
      order: current === order ? changes : await nextState(current),
    }));
  }
}

function chosenSlot(slot: SlotView) {
  return {
    id: slot.id,
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    bookableUntil: slot.bookableUntil.toISOString(),
  };
}

export type CheckoutSteps = ReturnType<typeof createCheckoutSteps>;
