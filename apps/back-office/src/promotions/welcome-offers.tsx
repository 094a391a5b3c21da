/**
 * « Offres de bienvenue » (spec §9): what the shop gives newcomers, which the staff may change:
 * the referee's discount on their first order, the referrer's reward and how long it lasts, the
 * gift of the first orders and the first delivery offered. The shop takes a change within seconds.
 */
import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, usePermissions } from 'react-admin';
import { hundredthsOfTyped, hundredthsText } from '../common/format';
import { hundredthsProblem, type HundredthsRules } from '../common/hundredths-input';
import { useStaffAction, useStaffQuery } from '../common/staff-query';
import { Failure, Loading } from '../common/states';
import { WholeNumberField } from '../common/whole-number-field';
import { staffFieldErrors } from '../providers/staff-http';
import type { PromotionSettings, PromotionSettingsChange, StaffPermission } from '../providers/staff-types';

/** The form as typed: euros as the French write them (« 10,00 »), counts as numbers. */
type Typed = {
  refereeDiscount: string;
  referrerReward: string;
  referrerRewardValidDays: number;
  firstOrdersGiftReference: string;
  firstOrdersWithGift: number;
  firstOrderFreeDelivery: boolean;
};

const typedOf = (settings: PromotionSettings): Typed => ({
  refereeDiscount: hundredthsText(settings.refereeDiscountCents),
  referrerReward: hundredthsText(settings.referrerRewardCents),
  referrerRewardValidDays: settings.referrerRewardValidDays,
  firstOrdersGiftReference: settings.firstOrdersGiftReference ?? '',
  firstOrdersWithGift: settings.firstOrdersWithGift,
  firstOrderFreeDelivery: settings.firstOrderFreeDelivery,
});

const EUROS: HundredthsRules = {
  whenEmpty: 'Indiquez un montant (0 pour aucun).',
  max: [10_000, '100 € au plus.'],
};

/** « Un nombre entier de jours, de 1 à 365. » unless `value` is one. */
const wholeProblem = (value: number, min: number, max: number, unit: string) =>
  Number.isInteger(value) && value >= min && value <= max
    ? undefined
    : `Un nombre entier de ${unit}, de ${min} à ${max}.`;

/** What is wrong with the typed form, field by field, before anything is sent. */
export function welcomeOffersProblems(typed: Typed): Record<string, string> {
  const problems: Record<string, string | undefined> = {
    refereeDiscountCents: hundredthsProblem(typed.refereeDiscount, EUROS),
    referrerRewardCents: hundredthsProblem(typed.referrerReward, EUROS),
    referrerRewardValidDays: wholeProblem(typed.referrerRewardValidDays, 1, 365, 'jours'),
    firstOrdersWithGift: wholeProblem(typed.firstOrdersWithGift, 0, 10, 'commandes'),
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as Record<string, string>;
}

/** The change the server takes from a form with no problem. */
export function welcomeOffersChange(typed: Typed): PromotionSettingsChange {
  return {
    refereeDiscountCents: hundredthsOfTyped(typed.refereeDiscount) ?? 0,
    referrerRewardCents: hundredthsOfTyped(typed.referrerReward) ?? 0,
    referrerRewardValidDays: typed.referrerRewardValidDays,
    firstOrdersGiftReference: typed.firstOrdersGiftReference.trim() || null,
    firstOrdersWithGift: typed.firstOrdersWithGift,
    firstOrderFreeDelivery: typed.firstOrderFreeDelivery,
  };
}

function WelcomeOffersForm({ settings, editable }: { settings: PromotionSettings; editable: boolean }) {
  const [typed, setTyped] = useState(() => typedOf(settings));
  const [shown, setShown] = useState(false);
  const save = useStaffAction((staff, body: PromotionSettingsChange) => staff.changePromotionSettings(body), {
    success: 'Offres de bienvenue enregistrées',
  });
  const problems = shown ? welcomeOffersProblems(typed) : {};
  // The server's refusal (a gift reference no product has) stays until the form is sent again.
  const refused = staffFieldErrors(save.error);
  const problemOf = (field: string) => problems[field] ?? refused[field];
  const set = (changes: Partial<Typed>) => setTyped((current) => ({ ...current, ...changes }));
  const submit = () => {
    setShown(true);
    if (Object.keys(welcomeOffersProblems(typed)).length > 0) return;
    save.mutate(welcomeOffersChange(typed));
  };
  const euros = (label: string, field: 'refereeDiscount' | 'referrerReward', problem: string | undefined) => (
    <TextField
      label={label}
      value={typed[field]}
      onChange={(event) => set({ [field]: event.target.value })}
      error={problem !== undefined}
      helperText={problem ?? 'En euros, comme 10,00'}
      disabled={!editable}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ maxWidth: 420 }}
    />
  );
  return (
    <Stack spacing={3} component="form" onSubmit={(event) => (event.preventDefault(), submit())}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              Parrainage
            </Typography>
            {euros(
              'Remise du filleul sur sa première commande',
              'refereeDiscount',
              problemOf('refereeDiscountCents'),
            )}
            {euros(
              'Bon du parrain, quand son filleul est livré',
              'referrerReward',
              problemOf('referrerRewardCents'),
            )}
            <WholeNumberField
              label="Validité du bon du parrain (jours)"
              value={typed.referrerRewardValidDays}
              onChange={(value) => set({ referrerRewardValidDays: value })}
              error={problemOf('referrerRewardValidDays') !== undefined}
              helperText={problemOf('referrerRewardValidDays')}
              disabled={!editable}
              sx={{ maxWidth: 420 }}
            />
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              Premières commandes
            </Typography>
            <TextField
              label="Cadeau : référence du produit"
              value={typed.firstOrdersGiftReference}
              onChange={(event) => set({ firstOrdersGiftReference: event.target.value })}
              error={problemOf('firstOrdersGiftReference') !== undefined}
              helperText={
                problemOf('firstOrdersGiftReference') ?? 'Vide : pas de cadeau (ex. infusion-du-soir)'
              }
              disabled={!editable}
              sx={{ maxWidth: 420 }}
            />
            <WholeNumberField
              label="Nombre de premières commandes avec le cadeau"
              value={typed.firstOrdersWithGift}
              onChange={(value) => set({ firstOrdersWithGift: value })}
              error={problemOf('firstOrdersWithGift') !== undefined}
              helperText={problemOf('firstOrdersWithGift') ?? '0 : pas de cadeau'}
              disabled={!editable}
              sx={{ maxWidth: 420 }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={typed.firstOrderFreeDelivery}
                  onChange={(event) => set({ firstOrderFreeDelivery: event.target.checked })}
                  disabled={!editable}
                />
              }
              label="Livraison offerte pour la première commande"
            />
          </Stack>
        </CardContent>
      </Card>
      {editable ? (
        <Stack direction="row" spacing={2} alignItems="center">
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Enregistrer
          </Button>
          <Typography variant="body2" color="text.secondary">
            Les paniers et les comptes en tiennent compte dans les secondes qui suivent ; une commande déjà
            passée garde ses montants.
          </Typography>
        </Stack>
      ) : (
        <Alert severity="info">
          Vous pouvez lire ces offres ; les changer demande le droit « promotions ».
        </Alert>
      )}
    </Stack>
  );
}

export function WelcomeOffersScreen() {
  const { permissions } = usePermissions<StaffPermission[]>();
  const editable = permissions?.includes('promotions.write') ?? false;
  const { data, error, isPending } = useStaffQuery(['promotion-settings'], (staff) =>
    staff.promotionSettings(),
  );
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 760 }}>
      <Title title="Offres de bienvenue" />
      <Typography variant="h5" component="h1">
        Offres de bienvenue
      </Typography>
      {error && !data ? (
        <Failure error={error} />
      ) : isPending ? (
        <Loading />
      ) : (
        <WelcomeOffersForm key={JSON.stringify(data)} settings={data} editable={editable} />
      )}
    </Stack>
  );
}
