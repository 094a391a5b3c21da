/**
 * « Offres de bienvenue » (spec §9): the shop's amounts for newcomers, read and changed by the
 * staff. A change is the shop's one settings row replaced whole, in the journal's transaction;
 * every server copy reads it within `SETTINGS_TTL_MS` (this one at once).
 */
import type { StaffPromotionSettings, StaffPromotionSettingsBody } from '@sillon/contract';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import { promotionsQueriesIn, type PromotionsRepository, type SettingsRow } from './promotions.repository';

type PromotionSettings = Omit<SettingsRow, 'id'>;

export function createPromotionSettingsStaff(deps: {
  repository: PromotionsRepository;
  /** The settings as the shop reads them (the spec's defaults while none are saved). */
  settings: (tx?: Transaction) => Promise<PromotionSettings>;
  productIdsByReference: () => Promise<ReadonlyMap<string, string>>;
  /** This copy's settings read again at once. */
  changed: () => void;
}) {
  async function staffPromotionSettings(tx?: Transaction): Promise<StaffPromotionSettings> {
    const { firstOrdersGiftProductId, ...settings } = await deps.settings(tx);
    const byReference = await deps.productIdsByReference();
    const giftReference = [...byReference].find(([, id]) => id === firstOrdersGiftProductId)?.[0] ?? null;
    return { ...settings, firstOrdersGiftReference: giftReference };
  }

  return {
    staffPromotionSettings: () => staffPromotionSettings(),

    /** The settings as the journal keeps a change's « before » and « after ». */
    auditedPromotionSettings: (tx?: Transaction) => staffPromotionSettings(tx),

    async changePromotionSettings(
      body: StaffPromotionSettingsBody,
      audit?: ChangeAudit,
    ): Promise<StaffPromotionSettings> {
      const { firstOrdersGiftReference, ...amounts } = body;
      const giftProductId =
        firstOrdersGiftReference === null
          ? null
          : (await deps.productIdsByReference()).get(firstOrdersGiftReference);
      if (giftProductId === undefined) {
        throw new AppError('unprocessable', 'promotion_gift_unknown', [
          {
            field: 'firstOrdersGiftReference',
            message: `Aucun produit du catalogue n’a la référence « ${firstOrdersGiftReference} ».`,
          },
        ]);
      }
      await deps.repository.transactionHandle(async (tx) => {
        await audit?.hold(tx);
        await promotionsQueriesIn(tx).saveSettings({ ...amounts, firstOrdersGiftProductId: giftProductId });
        await audit?.record(tx);
      });
      deps.changed();
      return staffPromotionSettings();
    },
  };
}
