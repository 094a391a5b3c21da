/** Bons de réduction: the codes, their terms and uses; create one, change or disable it. */
import { Chip } from '@mui/material';
import {
  VOUCHER_AMOUNT_MAX_CENTS,
  VOUCHER_AMOUNT_TOO_BIG,
  VOUCHER_MINIMUM_MAX_CENTS,
  VOUCHER_MINIMUM_TOO_BIG,
  voucherLastInstant,
  voucherPeriod,
} from '@sillon/domain';
import {
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FormDataConsumer,
  FunctionField,
  List,
  SaveButton,
  SelectInput,
  TextField,
  TextInput,
  Toolbar,
  regex,
  required,
  useRecordContext,
  usePermissions,
} from 'react-admin';
import { Button } from '@mui/material';
import { RecordLinkField } from '../common/record-link-field';
import { SearchField } from '../common/search-field';
import { formatDate, formatEuros, wholeOfTyped } from '../common/format';
import { HundredthsInput, hundredthsOfForm } from '../common/hundredths-input';
import { useStaffAction } from '../common/staff-query';
import { TypedNumberInput } from '../common/typed-number-input';
import type { StaffPermission } from '../providers/staff-types';
import { VOUCHER_KINDS, type StaffVoucher } from './voucher-types';
import { KeepTypedForm } from '../common/keep-typed-form';
import { FrenchMomentInput } from '../common/french-date-field';
import { momentOfForm } from '../common/french-date';

export function voucherValue(voucher: Pick<StaffVoucher, 'kind' | 'amountCents' | 'percentBp'>): string {
  if (voucher.kind === 'fixed_amount') return `${formatEuros(voucher.amountCents)} de réduction`;
  if (voucher.kind === 'percentage')
    return `${(voucher.percentBp / 100).toLocaleString('fr-FR')} % des produits`;
  return 'Livraison offerte';
}

function DisableButton() {
  const voucher = useRecordContext<StaffVoucher>();
  const { permissions } = usePermissions<StaffPermission[]>();
  const toggle = useStaffAction(
    (staff, value: StaffVoucher) =>
      staff.update('vouchers', {
        id: value.id,
        data: { ...value, disabled: !value.disabled },
        previousData: value,
      }),
    { success: (value) => (value.disabled ? `${value.code} réactivé` : `${value.code} désactivé`) },
  );
  if (!voucher || !permissions?.includes('promotions.write')) return null;
  return (
    <Button
      size="small"
      color={voucher.disabled ? 'primary' : 'warning'}
      disabled={toggle.isPending}
      onClick={(event) => {
        event.stopPropagation();
        toggle.mutate(voucher);
      }}
    >
      {voucher.disabled ? 'Réactiver' : 'Désactiver'}
    </Button>
  );
}

export function VoucherList() {
  return (
    <List
      filters={[<SearchField key="q" source="q" alwaysOn placeholder="Code ou nom" />]}
      perPage={25}
      title="Bons de réduction"
      exporter={false}
      empty={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <RecordLinkField<StaffVoucher>
          source="code"
          sortable={false}
          type="edit"
          text={(voucher) => <strong style={{ fontFamily: 'monospace' }}>{voucher.code}</strong>}
        />
        <TextField source="name" sortable={false} />
        <FunctionField<StaffVoucher> label="Avantage" sortable={false} render={voucherValue} />
        <FunctionField<StaffVoucher>
          label="Conditions"
          sortable={false}
          render={(voucher) =>
            [
              voucher.minimumSubtotalCents > 0 ? `dès ${formatEuros(voucher.minimumSubtotalCents)}` : null,
              voucher.firstOrderOnly ? '1re commande' : null,
              voucher.usageLimitPerCustomer ? `${voucher.usageLimitPerCustomer} par client` : null,
            ]
              .filter(Boolean)
              .join(' · ') || '—'
          }
        />
        <FunctionField<StaffVoucher>
          label="Validité"
          sortable={false}
          render={(voucher) =>
            voucher.startsAt || voucher.expiresAt
              ? `${voucher.startsAt ? `du ${formatDate(voucher.startsAt)} ` : ''}${voucher.expiresAt ? `au ${formatDate(voucherLastInstant(voucher.expiresAt))}` : ''}`
              : 'toujours'
          }
        />
        <FunctionField<StaffVoucher>
          label="Utilisations"
          sortable={false}
          textAlign="right"
          render={(voucher) =>
            voucher.usageLimit ? `${voucher.uses} / ${voucher.usageLimit}` : String(voucher.uses)
          }
        />
        <FunctionField<StaffVoucher>
          label="État"
          sortable={false}
          render={(voucher) => <VoucherState voucher={voucher} />}
        />
        <DisableButton />
      </Datagrid>
    </List>
  );
}

/**
 * Whether a code may be used now: switched off, not valid yet, expired, or active (the customer's
 * voucher card reads its dates with the same rule).
 */
function VoucherState({ voucher }: { voucher: StaffVoucher }) {
  if (voucher.disabled) return <Chip size="small" label="Désactivé" />;
  const period = voucherPeriod({ starts_at: voucher.startsAt, expires_at: voucher.expiresAt }, new Date());
  if (period === 'not_started') return <Chip size="small" color="info" label="À venir" />;
  if (period === 'expired') return <Chip size="small" label="Expiré" />;
  return <Chip size="small" color="success" label="Actif" />;
}

const CODE = regex(/^[A-Za-z0-9_-]{3,30}$/, 'De 3 à 30 lettres, chiffres, tirets ou soulignés');

function VoucherForm({ creating }: { creating: boolean }) {
  const { permissions } = usePermissions<StaffPermission[]>();
  const editable = permissions?.includes('promotions.write') ?? false;
  return (
    <KeepTypedForm
      warnWhenUnsavedChanges
      sx={{ maxWidth: 720 }}
      toolbar={
        editable ? (
          <Toolbar>
            <SaveButton label={creating ? 'Créer le bon' : 'Enregistrer'} />
          </Toolbar>
        ) : (
          false
        )
      }
      defaultValues={
        creating
          ? {
              kind: 'fixed_amount',
              minimumSubtotalCents: 0,
              firstOrderOnly: false,
              disabled: false,
              usageLimitPerCustomer: 1,
            }
          : undefined
      }
    >
      <TextInput
        readOnly={!creating || !editable}
        source="code"
        validate={[required(), CODE]}
        parse={(value: string) => value.toUpperCase()}
        helperText={
          creating ? 'En majuscules, comme les clients le tapent' : 'Un code ne change plus une fois créé'
        }
      />
      <TextInput readOnly={!editable} source="name" validate={required()} fullWidth />
      <TextInput readOnly={!editable} source="description" multiline fullWidth />
      {/* Read-only, not disabled: a disabled input leaves the form's data, and the amount follows the kind. */}
      <SelectInput
        readOnly={!creating || !editable}
        source="kind"
        choices={VOUCHER_KINDS}
        validate={required()}
      />
      <FormDataConsumer<{ kind?: string }>>
        {({ formData }) =>
          formData.kind === 'fixed_amount' ? (
            <HundredthsInput
              readOnly={!editable}
              source="amountCents"
              label="Montant (€)"
              whenEmpty="Le montant est obligatoire"
              min={[1, 'Le montant doit être positif']}
              max={[VOUCHER_AMOUNT_MAX_CENTS, VOUCHER_AMOUNT_TOO_BIG]}
            />
          ) : formData.kind === 'percentage' ? (
            <HundredthsInput
              readOnly={!editable}
              source="percentBp"
              label="Pourcentage (%)"
              whenEmpty="Le pourcentage est obligatoire"
              min={[1, 'Le pourcentage doit être positif']}
              max={[10000, '100 % au plus']}
            />
          ) : null
        }
      </FormDataConsumer>
      <HundredthsInput
        readOnly={!editable}
        source="minimumSubtotalCents"
        label="Minimum de produits (€)"
        max={[VOUCHER_MINIMUM_MAX_CENTS, VOUCHER_MINIMUM_TOO_BIG]}
      />
      <FrenchMomentInput readOnly={!editable} source="startsAt" label="Valable à partir du" />
      <FrenchMomentInput readOnly={!editable} source="expiresAt" label="Valable jusqu’au" />
      <TypedNumberInput
        readOnly={!editable}
        source="usageLimit"
        label="Utilisations en tout (vide : sans limite)"
        whole
        validate={usageLimitProblem}
      />
      <TypedNumberInput
        readOnly={!editable}
        source="usageLimitPerCustomer"
        label="Utilisations par client (vide : sans limite)"
        whole
        validate={usageLimitProblem}
      />
      <BooleanInput readOnly={!editable} source="firstOrderOnly" label="Première commande seulement" />
      {!creating && (
        <BooleanInput readOnly={!editable} source="disabled" label="Désactivé (refusé aux clients)" />
      )}
    </KeepTypedForm>
  );
}

/** A limit of uses: whole, 1 or more, or none. */
function usageLimitProblem(value: unknown): string | undefined {
  const limit = wholeOfTyped(value);
  if (limit === undefined || (limit !== null && limit < 1))
    return 'Un nombre entier, 1 ou plus (vide : sans limite)';
  return undefined;
}

/** Dates as ISO instants; empty fields as null. */
function toVoucherBody(data: Record<string, unknown>) {
  const { id: _id, uses: _uses, ...body } = data;
  return {
    ...body,
    startsAt: momentOfForm(data['startsAt']),
    expiresAt: momentOfForm(data['expiresAt']),
    usageLimit: wholeOfTyped(data['usageLimit']) ?? null,
    usageLimitPerCustomer: wholeOfTyped(data['usageLimitPerCustomer']) ?? null,
    // Only the amount that fits the kind (the others are refused).
    amountCents: data['kind'] === 'fixed_amount' ? hundredthsOfForm(data['amountCents']) : undefined,
    percentBp: data['kind'] === 'percentage' ? hundredthsOfForm(data['percentBp']) : undefined,
    minimumSubtotalCents: hundredthsOfForm(data['minimumSubtotalCents']) ?? 0,
  };
}

export function VoucherCreate() {
  return (
    <Create title="Nouveau bon de réduction" redirect="list" transform={toVoucherBody}>
      <VoucherForm creating />
    </Create>
  );
}

export function VoucherEdit() {
  return (
    <Edit title="Bon de réduction" mutationMode="pessimistic" redirect="list" transform={toVoucherBody}>
      <VoucherForm creating={false} />
    </Edit>
  );
}
