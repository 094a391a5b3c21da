/**
 * A product's food information (issue 40): ingredients with the allergen each one is, the 14
 * allergens and traces, the nutrition declaration per 100 g or ml, storage, shelf life, origin.
 * The form's values are tidied into the contract's shape (`foodInformationOfForm`) and checked
 * with the server's own rules before they are sent (allergens agree with the ingredients, energy
 * with the nutrients), so each problem shows under its field.
 */
import { Alert, Stack, Typography } from '@mui/material';
import type { FoodInformationPayload } from '@sillon/contract';
import { ALLERGEN_NAMES, ALLERGENS, FOOD_TEXT_MAX_LENGTH, foodInformationProblems } from '@sillon/domain';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { numberOfTyped, wholeOfTyped } from '../common/format';
import { TypedNumberInput } from '../common/typed-number-input';
import type { StaffProduct } from './catalog-types';

const allergenChoices = ALLERGENS.map((allergen) => ({ id: allergen, name: ALLERGEN_NAMES[allergen] }));
const NUTRIENTS = [
  ['energyKj', 'Énergie (kJ)'],
  ['energyKcal', 'Énergie (kcal)'],
  ['fat', 'Matières grasses (g)'],
  ['saturates', 'dont acides gras saturés (g)'],
  ['carbohydrate', 'Glucides (g)'],
  ['sugars', 'dont sucres (g)'],
  ['fibre', 'Fibres (g, facultatif)'],
  ['protein', 'Protéines (g)'],
  ['salt', 'Sel (g)'],
] as const;

type FormValue = Record<string, unknown> | null | undefined;

/** A typed measure (« 0,5 »); undefined when empty or unreadable (`unreadableNumbers` says which). */
const numberOf = (value: unknown) => numberOfTyped(value) ?? undefined;
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The form's food information in the contract's shape: empty parts become null. */
export function foodInformationOfForm(value: FormValue): FoodInformationPayload | null {
  if (!value) return null;
  const rows = Array.isArray(value['ingredients']) ? (value['ingredients'] as Record<string, unknown>[]) : [];
  const ingredients = rows.flatMap((row) => {
    const name = textOf(row?.['name']);
    if (!name) return [];
    const allergen = ALLERGENS.find((key) => key === row['allergen']);
    const percent = numberOf(row['percent']);
    return [{ name, ...(allergen ? { allergen } : {}), ...(percent === undefined ? {} : { percent }) }];
  });
  const nutrition = (value['nutrition'] ?? {}) as Record<string, unknown>;
  const hasNutrition = NUTRIENTS.some(([key]) => numberOf(nutrition[key]) !== undefined);
  const shelfLife = (value['shelfLife'] ?? {}) as Record<string, unknown>;
  const days = numberOf(shelfLife['days']);
  const alcoholPercent = numberOf(value['alcoholPercent']);
  const fibre = numberOf(nutrition['fibre']);
  const listOf = (key: string) =>
    Array.isArray(value[key])
      ? ALLERGENS.filter((allergen) => (value[key] as unknown[]).includes(allergen))
      : [];
  return {
    prepacked: value['prepacked'] === true,
    ingredients: ingredients.length > 0 ? ingredients : null,
    allergens: listOf('allergens'),
    traces: listOf('traces'),
    nutrition: hasNutrition
      ? {
          per: nutrition['per'] === '100ml' ? '100ml' : '100g',
          energyKj: numberOf(nutrition['energyKj']) ?? 0,
          energyKcal: numberOf(nutrition['energyKcal']) ?? 0,
          fat: numberOf(nutrition['fat']) ?? 0,
          saturates: numberOf(nutrition['saturates']) ?? 0,
          carbohydrate: numberOf(nutrition['carbohydrate']) ?? 0,
          sugars: numberOf(nutrition['sugars']) ?? 0,
          ...(fibre === undefined ? {} : { fibre }),
          protein: numberOf(nutrition['protein']) ?? 0,
          salt: numberOf(nutrition['salt']) ?? 0,
        }
      : null,
    storage: textOf(value['storage']),
    shelfLife:
      days === undefined ? null : { kind: shelfLife['kind'] === 'useBy' ? 'useBy' : 'bestBefore', days },
    origin: textOf(value['origin']),
    ...(alcoholPercent === undefined ? {} : { alcoholPercent }),
  };
}

/** Where a problem shows: the field it is about (the energy for the nutrition declaration). */
const FIELDS = {
  ingredients: 'ingredients',
  allergens: 'allergens',
  nutrition: 'nutrition.energyKcal',
  storage: 'storage',
  shelfLife: 'shelfLife.days',
} as const;

const NOT_A_NUMBER = 'Écrivez un nombre, comme 0,5';

/**
 * The measures typed that are not numbers (« 0,5,1 », « abc », « 3 j »), as react-admin's nested
 * errors: read as empty, they would be dropped from the label without a word.
 */
function unreadableNumbers(value: FormValue): Record<string, unknown> {
  if (!value) return {};
  const errors: Record<string, unknown> = {};
  const nutrition = (value['nutrition'] ?? {}) as Record<string, unknown>;
  const nutritionErrors = Object.fromEntries(
    NUTRIENTS.filter(([key]) => numberOfTyped(nutrition[key]) === undefined).map(([key]) => [
      key,
      NOT_A_NUMBER,
    ]),
  );
  if (Object.keys(nutritionErrors).length > 0) errors['nutrition'] = nutritionErrors;
  if (numberOfTyped(value['alcoholPercent']) === undefined) errors['alcoholPercent'] = NOT_A_NUMBER;
  const shelfLife = (value['shelfLife'] ?? {}) as Record<string, unknown>;
  if (wholeOfTyped(shelfLife['days']) === undefined)
    errors['shelfLife'] = { days: 'Un nombre entier de jours' };
  const rows = Array.isArray(value['ingredients']) ? (value['ingredients'] as Record<string, unknown>[]) : [];
  if (rows.some((row) => numberOfTyped(row?.['percent']) === undefined)) {
    errors['ingredients'] = rows.map((row) =>
      numberOfTyped(row?.['percent']) === undefined ? { percent: NOT_A_NUMBER } : {},
    );
  }
  return errors;
}

/**
 * The form's errors for its food information (react-admin's nested errors), by the domain's rules
 * the server applies too; none when it holds together. A measure that is not a number is said
 * first, under its field.
 */
/** Typing stops at the longest text the server takes. */
const TEXT_BOUND = { htmlInput: { maxLength: FOOD_TEXT_MAX_LENGTH } };

export function validateFoodInformation(values: Record<string, unknown>): Record<string, unknown> {
  const unreadable = unreadableNumbers(values['foodInformation'] as FormValue);
  if (Object.keys(unreadable).length > 0) return { foodInformation: unreadable };
  const information = foodInformationOfForm(values['foodInformation'] as FormValue);
  if (!information) return {};
  const errors: Record<string, unknown> = {};
  for (const problem of foodInformationProblems(information)) {
    const [first, second] = FIELDS[problem.field].split('.') as [string, string?];
    const holder = second ? ((errors[first] as Record<string, string> | undefined) ?? {}) : errors;
    const key = second ?? first;
    holder[key] = holder[key] ? `${String(holder[key])} ${problem.message}` : problem.message;
    if (second) errors[first] = holder;
  }
  return Object.keys(errors).length > 0 ? { foodInformation: errors } : {};
}

export function FoodInformationInputs({ readOnly }: { readOnly: boolean }) {
  const product = useRecordContext<StaffProduct>();
  if (!product) return null;
  if (!product.foodInformation) {
    return (
      <Typography color="text.secondary" sx={{ my: 2 }}>
        Produit non alimentaire : pas d’informations alimentaires.
      </Typography>
    );
  }
  return (
    <Stack sx={{ width: '100%', mt: 2 }} spacing={1}>
      <Typography variant="h6" component="h2">
        Informations alimentaires
      </Typography>
      <Alert severity="info">
        Règlement (UE) 1169/2011 : un produit préemballé a ses ingrédients, sa déclaration nutritionnelle, sa
        conservation et sa durée. Les allergènes cochés sont exactement ceux des ingrédients.
      </Alert>
      <BooleanInput
        readOnly={readOnly}
        source="foodInformation.prepacked"
        label="Produit préemballé (sinon : produit frais brut)"
      />
      <ArrayInput source="foodInformation.ingredients" label="Ingrédients, dans l’ordre de l’étiquette">
        <SimpleFormIterator
          inline
          disableReordering={readOnly}
          disableAdd={readOnly}
          disableRemove={readOnly}
        >
          <TextInput
            readOnly={readOnly}
            source="name"
            label="Ingrédient"
            sx={{ minWidth: 240 }}
            slotProps={TEXT_BOUND}
          />
          <SelectInput
            readOnly={readOnly}
            source="allergen"
            label="Allergène"
            choices={allergenChoices}
            emptyText="Aucun"
          />
          <TypedNumberInput readOnly={readOnly} source="percent" label="%" sx={{ width: 90 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <CheckboxGroupInput
        readOnly={readOnly}
        source="foodInformation.allergens"
        label="Allergènes"
        choices={allergenChoices}
      />
      <CheckboxGroupInput
        readOnly={readOnly}
        source="foodInformation.traces"
        label="Peut contenir des traces de"
        choices={allergenChoices}
      />
      <Typography variant="subtitle1" component="h3">
        Valeurs nutritionnelles
      </Typography>
      <SelectInput
        readOnly={readOnly}
        source="foodInformation.nutrition.per"
        label="Pour"
        choices={[
          { id: '100g', name: '100 g' },
          { id: '100ml', name: '100 ml' },
        ]}
        emptyText="100 g"
      />
      <Stack direction="row" flexWrap="wrap" columnGap={2}>
        {NUTRIENTS.map(([key, label]) => (
          <TypedNumberInput
            readOnly={readOnly}
            key={key}
            source={`foodInformation.nutrition.${key}`}
            label={label}
            // Wide enough for its whole label (« dont acides gras saturés (g) »).
            sx={{ width: 260 }}
          />
        ))}
      </Stack>
      <TypedNumberInput
        readOnly={readOnly}
        source="foodInformation.alcoholPercent"
        label="Titre alcoométrique (% vol., boissons)"
      />
      <TextInput
        readOnly={readOnly}
        source="foodInformation.storage"
        label="Conservation"
        multiline
        fullWidth
        slotProps={TEXT_BOUND}
      />
      <Stack direction="row" columnGap={2}>
        <SelectInput
          readOnly={readOnly}
          source="foodInformation.shelfLife.kind"
          label="Date"
          choices={[
            { id: 'bestBefore', name: 'À consommer de préférence avant (DDM)' },
            { id: 'useBy', name: 'À consommer jusqu’au (DLC)' },
          ]}
          emptyText="DDM"
        />
        <TypedNumberInput
          readOnly={readOnly}
          source="foodInformation.shelfLife.days"
          label="Durée (jours)"
          whole
        />
      </Stack>
      <TextInput
        readOnly={readOnly}
        source="foodInformation.origin"
        label="Origine"
        fullWidth
        slotProps={TEXT_BOUND}
      />
    </Stack>
  );
}
