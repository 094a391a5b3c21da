/**
 * Clients: find a customer by name, phone or e-mail; their orders, their own minimum order
 * value, and deactivating (no more sign-in) or reactivating the account.
 */
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { CUSTOMER_MINIMUM_ORDER_MAX_CENTS, DEFAULT_MINIMUM_ORDER_CENTS } from '@sillon/domain';
import { useState } from 'react';
import {
  Confirm,
  Datagrid,
  FunctionField,
  List,
  Show,
  TextField,
  useRecordContext,
  usePermissions,
} from 'react-admin';
import { Link } from 'react-router-dom';
import {
  formatDateTime,
  formatEuros,
  formatPhone,
  hundredthsOfTyped,
  hundredthsText,
} from '../common/format';
import { RecordLinkField } from '../common/record-link-field';
import { SearchField } from '../common/search-field';
import { hundredthsProblem } from '../common/hundredths-input';
import { useStaffAction } from '../common/staff-query';
import { Empty } from '../common/states';
import { addressLines, deliveryText, StatusChip } from '../orders/order-fields';
import type { StaffCustomer as StaffCustomerDetail, StaffCustomerRow } from '@sillon/contract';
import type { StaffPermission } from '../providers/staff-types';

type StaffCustomer = StaffCustomerRow & Partial<Pick<StaffCustomerDetail, 'deliveryAddress' | 'orderRows'>>;

function fullName(customer: StaffCustomer): string {
  return customer.fullName || customer.firstName || '(sans nom)';
}

function isActive(customer: StaffCustomer): boolean {
  return customer.active;
}

export function CustomerList() {
  return (
    <List
      filters={[
        <SearchField
          key="q"
          source="q"
          alwaysOn
          placeholder="Nom, téléphone ou e-mail"
          sx={{ minWidth: 280 }}
        />,
      ]}
      perPage={25}
      title="Clients"
      exporter={false}
      empty={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <RecordLinkField<StaffCustomerRow> label="Nom" sortable={false} type="show" text={fullName} />
        <FunctionField<StaffCustomerRow>
          label="Téléphone"
          sortable={false}
          render={(row) => (row.phone ? formatPhone(row.phone) : '—')}
        />
        <TextField source="email" sortable={false} emptyText="—" />
        <FunctionField<StaffCustomer>
          label="Commandes"
          sortable={false}
          textAlign="right"
          render={(customer) => customer.orders}
        />
        <FunctionField<StaffCustomer>
          label="Minimum de commande"
          sortable={false}
          textAlign="right"
          render={(customer) =>
            customer.minimumOrderCents === null
              ? 'celui de la boutique'
              : formatEuros(customer.minimumOrderCents)
          }
        />
        <FunctionField<StaffCustomer>
          label="Inscrit le"
          sortable={false}
          render={(customer) => formatDateTime(customer.createdAt)}
        />
        <FunctionField<StaffCustomer>
          label="État"
          sortable={false}
          render={(customer) =>
            isActive(customer) ? (
              <Chip size="small" color="success" label="Actif" />
            ) : (
              <Chip size="small" label="Désactivé" />
            )
          }
        />
      </Datagrid>
    </List>
  );
}

/** As the server's rule (`staffCustomerChangeBody`): said under the field before it is sent. */
const MINIMUM_ORDER_MAX: [number, string] = [
  CUSTOMER_MINIMUM_ORDER_MAX_CENTS,
  `Au plus ${formatEuros(CUSTOMER_MINIMUM_ORDER_MAX_CENTS)}.`,
];

function MinimumOrderEditor({ customer, editable }: { customer: StaffCustomer; editable: boolean }) {
  const [euros, setEuros] = useState(hundredthsText(customer.minimumOrderCents));
  const save = useStaffAction(
    (staff, minimumOrderCents: number | null) =>
      staff.update('customers', {
        id: customer.id,
        data: { ...customer, minimumOrderCents },
        previousData: customer,
      }),
    { success: 'Minimum de commande enregistré' },
  );
  const cents = hundredthsOfTyped(euros);
  const problem = hundredthsProblem(euros, { max: MINIMUM_ORDER_MAX });
  const changed = problem === undefined && cents !== undefined && cents !== customer.minimumOrderCents;
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) save.mutate(cents);
      }}
    >
      <MuiTextField
        size="small"
        label="Minimum de commande (€)"
        value={euros}
        disabled={!editable}
        onChange={(event) => setEuros(event.target.value)}
        error={problem !== undefined}
        helperText={
          problem ?? `Vide : le minimum de la boutique, ${formatEuros(DEFAULT_MINIMUM_ORDER_CENTS)}`
        }
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      {editable && (
        <Button type="submit" disabled={!changed || save.isPending}>
          Enregistrer
        </Button>
      )}
    </Stack>
  );
}

/** The address the customer's next order starts from (the one of their account). */
function DeliveryAddress({ address }: { address: StaffCustomer['deliveryAddress'] }) {
  const lines = addressLines(address);
  return (
    <Box sx={{ my: 1 }} aria-label="Adresse de livraison">
      <Typography variant="subtitle2">Adresse de livraison</Typography>
      {lines.length === 0 ? (
        <Typography color="text.secondary">Aucune adresse enregistrée.</Typography>
      ) : (
        lines.map((line) => <Typography key={line}>{line}</Typography>)
      )}
    </Box>
  );
}

function CustomerDetail() {
  const customer = useRecordContext<StaffCustomer>();
  const { permissions } = usePermissions<StaffPermission[]>();
  const editable = permissions?.includes('customers.write') ?? false;
  const [confirming, setConfirming] = useState(false);
  const activate = useStaffAction(
    (staff, active: boolean) =>
      customer
        ? staff.update('customers', {
            id: customer.id,
            data: { ...customer, active },
            previousData: customer,
          })
        : Promise.resolve(),
    { success: (active) => (active ? 'Compte réactivé' : 'Compte désactivé') },
  );
  if (!customer) return null;
  const active = isActive(customer);
  const orders = customer.orderRows ?? [];
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {fullName(customer)}
        </Typography>
        {active ? (
          <Chip color="success" label="Actif" />
        ) : (
          <Chip label={`Désactivé${customer.closedAt ? ` le ${formatDateTime(customer.closedAt)}` : ''}`} />
        )}
        {editable && (
          <Button
            variant="outlined"
            color={active ? 'warning' : 'primary'}
            onClick={() => setConfirming(true)}
            disabled={activate.isPending}
          >
            {active ? 'Désactiver le compte' : 'Réactiver le compte'}
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Coordonnées
              </Typography>
              <Typography>{customer.phone ? formatPhone(customer.phone) : '—'}</Typography>
              <Typography>{customer.email ?? '—'}</Typography>
              <DeliveryAddress address={customer.deliveryAddress} />
              <Typography variant="body2" color="text.secondary">
                Inscrit le {formatDateTime(customer.createdAt)} · {customer.orders} commande
                {customer.orders > 1 ? 's' : ''}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Minimum de commande
              </Typography>
              <MinimumOrderEditor
                key={String(customer.minimumOrderCents)}
                customer={customer}
                editable={editable}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Commandes
              </Typography>
              {orders.length === 0 ? (
                <Empty>Aucune commande.</Empty>
              ) : (
                <TableContainer>
                  <Table size="small" aria-label="Commandes du client">
                    <TableHead>
                      <TableRow>
                        <TableCell>N°</TableCell>
                        <TableCell>Passée le</TableCell>
                        <TableCell>Livraison</TableCell>
                        <TableCell>Statut</TableCell>
                        <TableCell align="right">Total</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {orders.map((order) => (
                        <TableRow key={order.number}>
                          <TableCell>
                            <Link to={`/orders/${encodeURIComponent(order.number)}/show`}>
                              {order.number}
                            </Link>
                          </TableCell>
                          <TableCell>{formatDateTime(order.completedAt)}</TableCell>
                          <TableCell>{deliveryText(order)}</TableCell>
                          <TableCell>
                            <StatusChip status={order.status} />
                          </TableCell>
                          <TableCell align="right">{formatEuros(order.totalCents)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Confirm
        isOpen={confirming}
        title={
          active
            ? `Désactiver le compte de ${fullName(customer)} ?`
            : `Réactiver le compte de ${fullName(customer)} ?`
        }
        content={
          active
            ? 'Le client ne pourra plus se connecter ; ses sessions prennent fin. Ses commandes restent.'
            : 'Le client pourra de nouveau se connecter avec son numéro.'
        }
        confirm={active ? 'Désactiver' : 'Réactiver'}
        cancel="Retour"
        loading={activate.isPending}
        onConfirm={() => activate.mutate(!active, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

export function CustomerShow() {
  return (
    <Show title="Client" actions={false} component="div">
      <CustomerDetail />
    </Show>
  );
}
