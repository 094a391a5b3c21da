/**
 * Commandes: every placed order, filtered by delivery day, slot, pickup point, status,
 * preparation and what is to sort out (money refused, a dispute), or found by its number, the
 * customer's phone or e-mail.
 */
import CheckIcon from '@mui/icons-material/CheckCircle';
import { Stack, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, List, SelectInput, SimpleList, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatDateTime, formatPhone, slotLabel } from '../common/format';
import { FrenchDayInput } from '../common/french-date-field';
import { RecordLinkField } from '../common/record-link-field';
import { SearchField } from '../common/search-field';
import { useStaffQuery } from '../common/staff-query';
import type { StaffOrderRow } from '../providers/staff-types';
import { deliveryText, DisputeChip, OrderTotal, PaymentStageChip, StatusChip } from './order-fields';

const STATUS_CHOICES = [
  { id: 'scheduled', name: 'En cours' },
  { id: 'delivery', name: 'En livraison' },
  { id: 'delivered', name: 'Livrée' },
  { id: 'canceled', name: 'Annulée' },
];
/** The orders to sort out (the server's `attention`), in the chips' words. */
const ATTENTION_CHOICES = [
  { id: 'payment_failed', name: 'Encaissement refusé' },
  { id: 'disputed', name: 'Litige bancaire' },
];
const PREPARED_CHOICES = [
  { id: 'false', name: 'À préparer' },
  { id: 'true', name: 'Préparée' },
];

/** The slots of the day chosen in the filters. */
function SlotFilter({ source, alwaysOn: _alwaysOn }: { source: string; alwaysOn?: boolean }) {
  const day = useWatch({ name: 'day' }) as string | undefined;
  const { data } = useStaffQuery(['slots', day], (staff) => staff.slots({ from: day!, to: day! }), {
    enabled: Boolean(day),
  });
  const choices = (data?.items ?? []).map((slot) => ({ id: slot.id, name: slotLabel(slot) }));
  return (
    <SelectInput
      source={source}
      label="Créneau"
      choices={choices}
      disabled={!day}
      helperText={day ? false : 'Choisissez d’abord un jour'}
      emptyText="Tous"
    />
  );
}

/** The pickup points that have orders on the chosen day. */
function PickupPointFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const day = useWatch({ name: 'day' }) as string | undefined;
  const { data } = useStaffQuery(
    ['orders', 'pickup-points', day],
    (staff) =>
      staff.getList<StaffOrderRow & { id: string }>('orders', {
        filter: { day },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'number', order: 'ASC' },
      }),
    { enabled: Boolean(day) },
  );
  const points = new Map<string, string>();
  for (const order of data?.data ?? [])
    if (order.pickupPoint) points.set(order.pickupPoint.id, order.pickupPoint.name);
  return (
    <SelectInput
      source={source}
      label="Point relais"
      choices={[...points].map(([id, name]) => ({ id, name }))}
      disabled={!day}
      helperText={day ? false : 'Choisissez d’abord un jour'}
      emptyText="Tous"
    />
  );
}

const filters = [
  <SearchField
    key="q"
    source="q"
    alwaysOn
    placeholder="N°, nom, téléphone ou e-mail"
    // The placeholder whole, beside the search icon.
    sx={{ minWidth: 330 }}
  />,
  <FrenchDayInput key="day" source="day" label="Jour de livraison" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Statut"
    choices={STATUS_CHOICES}
    alwaysOn
    emptyText="Tous"
  />,
  <SlotFilter key="slotId" source="slotId" />,
  <PickupPointFilter key="pickupPointId" source="pickupPointId" />,
  <SelectInput
    key="prepared"
    source="prepared"
    label="Préparation"
    choices={PREPARED_CHOICES}
    emptyText="Toutes"
  />,
  <SelectInput
    key="attention"
    source="attention"
    label="À suivre"
    choices={ATTENTION_CHOICES}
    emptyText="Toutes"
  />,
];

function PreparedField(_props: { label?: string }) {
  const order = useRecordContext<StaffOrderRow & { id: string }>();
  if (!order?.preparedAt) return null;
  const at = formatDateTime(order.preparedAt);
  return order.status === 'canceled' ? (
    <CheckIcon color="disabled" titleAccess={`Préparée le ${at}, avant l’annulation`} />
  ) : (
    <CheckIcon color="success" titleAccess={`Préparée le ${at}`} />
  );
}

/** The money chip of a row: a dispute first, else where the payment stands. */
function MoneyChip({ order }: { order: StaffOrderRow }) {
  return order.disputedAt ? (
    <DisputeChip at={order.disputedAt} />
  ) : (
    <PaymentStageChip stage={order.paymentStage} />
  );
}

/**
 * A phone's list (react-admin's `SimpleList`): the number, status and total on the first line,
 * then who and when, then the money and the preparation, each order on one tap.
 */
function PhoneOrderList() {
  return (
    <SimpleList<StaffOrderRow & { id: string }>
      rowClick="show"
      primaryText={(order) => (
        <Stack component="span" direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <strong>{order.number}</strong>
          <StatusChip status={order.status} />
        </Stack>
      )}
      tertiaryText={(order) => <OrderTotal order={order} />}
      secondaryText={(order) => (
        <>
          {order.customer.name}
          <br />
          {deliveryText(order)}
          <Stack component="span" direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}>
            <MoneyChip order={order} />
            <PreparedField />
          </Stack>
        </>
      )}
    />
  );
}

export function OrderList() {
  // A phone shows the orders as a list of cards: a table's « Statut » and « Total » fell off its edge.
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      perPage={25}
      sort={{ field: 'number', order: 'DESC' }}
      title="Commandes"
      empty={false}
      exporter={false}
    >
      {isPhone ? (
        <PhoneOrderList />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <RecordLinkField<StaffOrderRow & { id: string }>
            source="number"
            sortable={false}
            type="show"
            text={(order) => order.number}
          />
          <FunctionField<StaffOrderRow>
            label="Client"
            sortable={false}
            render={(order) => (
              <>
                {order.customer.name}
                <br />
                <small>
                  {[order.customer.phone && formatPhone(order.customer.phone), order.customer.email]
                    .filter(Boolean)
                    .join(' · ')}
                </small>
              </>
            )}
          />
          <FunctionField<StaffOrderRow>
            label="Livraison"
            sortable={false}
            render={(order) => deliveryText(order)}
          />
          <FunctionField<StaffOrderRow>
            label="Statut"
            sortable={false}
            render={(order) => <StatusChip status={order.status} />}
          />
          <PreparedField label="Préparée" />
          <FunctionField<StaffOrderRow>
            label="Paiement"
            sortable={false}
            render={(order) => <MoneyChip order={order} />}
          />
          <FunctionField<StaffOrderRow>
            label="Articles"
            sortable={false}
            textAlign="right"
            render={(order) => order.itemCount}
          />
          <FunctionField<StaffOrderRow>
            label="Total"
            sortable={false}
            textAlign="right"
            render={(order) => <OrderTotal order={order} />}
          />
          <FunctionField<StaffOrderRow>
            label="Passée le"
            sortable={false}
            render={(order) => formatDateTime(order.completedAt)}
          />
        </Datagrid>
      )}
    </List>
  );
}
