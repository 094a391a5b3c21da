/**
 * One product: its name and description (its address stays), its price (typed in euros, sent in cents), stock, availability, the most one order
 * may take, labels, the postal codes a regional product is sold in, its picture, its food
 * information and the fruit or vegetable it is in the seasonal calendar (issue 40).
 */
import { Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import {
  MAX_ORDERABLE_MAX,
  MAX_ORDERABLE_TOO_BIG,
  PRODUCT_LABEL_MAX_LENGTH,
  PRODUCT_LABELS_MAX,
  SEASONAL_CALENDAR,
  SELLING_PRICE_CENTS,
  SELLING_PRICE_TOO_HIGH,
  STOCK_MAX,
  STOCK_TOO_BIG,
  isUnusualPriceChange,
  productDescriptionProblem,
  productNameProblem,
} from '@sillon/domain';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  Edit,
  SaveButton,
  SelectInput,
  TextArrayInput,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  usePermissions,
} from 'react-admin';
import { formatEuros, hundredthsOfTyped, wholeOfTyped } from '../common/format';
import {
  HundredthsInput,
  hundredthsOfForm,
  hundredthsProblem,
  type HundredthsRules,
} from '../common/hundredths-input';
import { useStaffAction } from '../common/staff-query';
import { TypedNumberInput } from '../common/typed-number-input';
import type { StaffPermission } from '../providers/staff-types';
import type { StaffProduct } from './catalog-types';
import { racksOf } from './product-racks';
import {
  FoodInformationInputs,
  foodInformationOfForm,
  validateFoodInformation,
} from './food-information-inputs';
import { KeepTypedForm } from '../common/keep-typed-form';

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

function ProductHeader() {
  const product = useRecordContext<StaffProduct>();
  if (!product) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1">
        {product.name}
      </Typography>
      <Typography color="text.secondary">
        Réf. {product.reference} · {product.unitLabel} · {racksOf(product, 'sans rayon')} · TVA{' '}
        {(product.vatRateBp / 100).toLocaleString('fr-FR')} % · prix actuel {formatEuros(product.priceCents)}
      </Typography>
    </Box>
  );
}

function PictureUpload({ editable }: { editable: boolean }) {
  const product = useRecordContext<StaffProduct>();
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const upload = useStaffAction((staff, file: File) => staff.uploadPicture(String(product?.id), file), {
    success: 'Photo remplacée',
  });
  if (!product) return null;
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
      {product.pictureUrl ? (
        <img
          src={`${product.pictureUrl}${product.pictureUrl.includes('?') ? '&' : '?'}w=256`}
          alt={product.name}
          width={128}
          height={128}
          style={{ objectFit: 'contain', border: '1px solid #E4E2D8', borderRadius: 8, background: '#fff' }}
        />
      ) : (
        <Typography color="text.secondary">Pas de photo</Typography>
      )}
      {editable && (
        <>
          <input
            ref={input}
            type="file"
            accept={PICTURE_TYPES}
            hidden
            aria-label="Nouvelle photo"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (file.size > PICTURE_MAX_BYTES) {
                notify('La photo doit faire moins de 5 Mo.', { type: 'error' });
                return;
              }
              upload.mutate(file);
            }}
          />
          <Button variant="outlined" disabled={upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending ? 'Envoi…' : 'Changer la photo'}
          </Button>
          <Typography variant="body2" color="text.secondary">
            JPEG, PNG ou WebP, 5 Mo au plus
          </Typography>
        </>
      )}
    </Stack>
  );
}

/**
 * A typed price three times the current one, or a third of it (« 545 » for 5,45 €), asks to be
 * confirmed: the box says both prices, and the confirmation names the price it is for, so that a
 * price typed again asks again. The server keeps an unconfirmed one (`price_change_unconfirmed`).
 */
function PriceConfirmation() {
  const product = useRecordContext<StaffProduct>();
  const typed = hundredthsOfTyped(useWatch({ name: 'priceCents' }) as string | number | null);
  const confirmed = useWatch({ name: 'confirmedPriceCents' }) as number | null | undefined;
  const { setValue } = useFormContext();
  if (!product || typeof typed !== 'number' || !isUnusualPriceChange(product.priceCents, typed)) return null;
  return (
    <FormControlLabel
      sx={{ mb: 2, alignItems: 'flex-start' }}
      control={
        <Checkbox
          checked={confirmed === typed}
          onChange={(event) =>
            setValue('confirmedPriceCents', event.target.checked ? typed : null, { shouldDirty: true })
          }
        />
      }
      label={
        <Box sx={{ pt: 1 }}>
          Confirmer le nouveau prix : {formatEuros(product.priceCents)} → {formatEuros(typed)}
          <Typography variant="body2" color="warning.main">
            Trois fois plus, ou trois fois moins, que le prix actuel : vérifiez la virgule.
          </Typography>
        </Box>
      }
    />
  );
}

function ProductToolbar() {
  return (
    <Toolbar>
      <SaveButton label="Enregistrer" />
    </Toolbar>
  );
}

/** The calendar's fruit and vegetables, by name: a product naming one follows its season. */
const PRODUCE_CHOICES = Object.entries(SEASONAL_CALENDAR)
  .map(([id, entry]) => ({ id, name: `${entry.name} (${entry.kind === 'fruit' ? 'fruit' : 'légume'})` }))
  .sort((a, b) => a.name.localeCompare(b.name, 'fr'));

const POSTAL_PREFIX = /^\d{2,5}$/;

function validateLabels(values: string[] | null | undefined) {
  const labels = values ?? [];
  const long = labels.find((label) => label.trim().length > PRODUCT_LABEL_MAX_LENGTH);
  if (long) {
    return `Un label compte ${PRODUCT_LABEL_MAX_LENGTH} caractères au plus : « ${long.trim().slice(0, 24)}… »`;
  }
  return labels.length > PRODUCT_LABELS_MAX ? `${PRODUCT_LABELS_MAX} labels au plus` : undefined;
}

function validatePrefixes(values: string[] | null | undefined) {
  const wrong = (values ?? []).filter((value) => !POSTAL_PREFIX.test(value));
  return wrong.length > 0
    ? `Début de code postal invalide : ${wrong.join(', ')} (2 à 5 chiffres)`
    : undefined;
}

const PRICE_RULES: HundredthsRules = {
  whenEmpty: 'Le prix est obligatoire',
  min: [1, 'Le prix doit être positif'],
  max: [SELLING_PRICE_CENTS.max, SELLING_PRICE_TOO_HIGH],
};

/**
 * The form's errors, every field's: a form with a validator of its own (the food information's)
 * gets no check from its inputs' `validate` (react-admin hands the form to that validator alone).
 */
export function validateProduct(values: Record<string, unknown>): Record<string, unknown> {
  const errors: Record<string, unknown> = { ...validateFoodInformation(values) };
  const name = productNameProblem(String(values['name'] ?? ''));
  if (name) errors['name'] = name;
  const description = productDescriptionProblem(String(values['description'] ?? ''));
  if (description) errors['description'] = description;
  const price = hundredthsProblem(values['priceCents'], PRICE_RULES);
  if (price) errors['priceCents'] = price;
  const stock = wholeOfTyped(values['stock']);
  if (typeof stock !== 'number' || stock < 0) errors['stock'] = 'Le stock est un nombre entier, 0 ou plus';
  else if (stock > STOCK_MAX) errors['stock'] = STOCK_TOO_BIG;
  const most = wholeOfTyped(values['maxOrderable']);
  if (most === undefined || (most !== null && most < 1)) {
    errors['maxOrderable'] = 'Un nombre entier, 1 ou plus (vide : aucun maximum)';
  } else if (most !== null && most > MAX_ORDERABLE_MAX) errors['maxOrderable'] = MAX_ORDERABLE_TOO_BIG;
  const labels = validateLabels(values['labels'] as string[] | null);
  if (labels) errors['labels'] = labels;
  const prefixes = validatePrefixes(values['regionalPostalPrefixes'] as string[] | null);
  if (prefixes) errors['regionalPostalPrefixes'] = prefixes;
  return errors;
}

export function ProductEdit() {
  const { permissions } = usePermissions<StaffPermission[]>();
  const editable = permissions?.includes('catalog.write') ?? false;
  return (
    <Edit
      title="Produit"
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      transform={(data: StaffProduct & { confirmedPriceCents?: number | null }) => ({
        ...data,
        priceCents: hundredthsOfForm(data.priceCents),
        // Sent only for the price it confirms (a confirmation of another price is none).
        confirmedPriceCents:
          data.confirmedPriceCents === hundredthsOfForm(data.priceCents)
            ? data.confirmedPriceCents
            : undefined,
        stock: wholeOfTyped(data.stock),
        maxOrderable: wholeOfTyped(data.maxOrderable) ?? null,
        ...(data.foodInformation
          ? { foodInformation: foodInformationOfForm(data.foodInformation as Record<string, unknown>) }
          : {}),
      })}
    >
      <KeepTypedForm
        warnWhenUnsavedChanges
        toolbar={editable ? <ProductToolbar /> : false}
        validate={validateProduct}
        sx={{ maxWidth: 720 }}
      >
        <ProductHeader />
        <PictureUpload editable={editable} />
        <TextInput
          readOnly={!editable}
          source="name"
          label="Nom"
          helperText="Son adresse dans la boutique ne change pas."
        />
        <TextInput
          readOnly={!editable}
          source="description"
          label="Description"
          multiline
          minRows={3}
          helperText="Sur la page du produit, sous son nom."
        />
        <HundredthsInput readOnly={!editable} source="priceCents" label="Prix (€ TTC)" {...PRICE_RULES} />
        {editable ? <PriceConfirmation /> : null}
        <TypedNumberInput readOnly={!editable} source="stock" label="Stock" whole />
        <BooleanInput readOnly={!editable} source="available" label="Disponible à la vente" />
        <TypedNumberInput
          readOnly={!editable}
          source="maxOrderable"
          label="Maximum par commande (vide : aucun)"
          whole
        />
        <TextArrayInput
          readOnly={!editable}
          source="labels"
          label="Labels"
          helperText="Entrée après chaque label (Bio, AB, Local…)"
        />
        <TextArrayInput
          readOnly={!editable}
          source="regionalPostalPrefixes"
          label="Produit régional : débuts de codes postaux"
          helperText="Vide : vendu partout. Exemple : 75, 92, 93, 94"
          format={(prefixes: string[] | null) => prefixes ?? []}
          parse={(prefixes: string[]) => (prefixes.length > 0 ? prefixes : null)}
        />
        <SelectInput
          readOnly={!editable}
          source="produce"
          label="Saison : le fruit ou le légume qu’il est"
          choices={PRODUCE_CHOICES}
          emptyText="Aucune (ni fruit ni légume de saison)"
          parse={(produce: string) => produce || null}
          helperText="Hors de sa saison, il quitte les rayons « de saison » et sa page le dit."
        />
        <FoodInformationInputs readOnly={!editable} />
      </KeepTypedForm>
    </Edit>
  );
}
