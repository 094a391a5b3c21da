/** Bannières d'accueil: what a signed-in customer sees at the top of home, by how they order. */
import {
  Datagrid,
  Edit,
  FunctionField,
  List,
  SaveButton,
  TextField,
  TextInput,
  Toolbar,
  required,
  usePermissions,
} from 'react-admin';
import { isShopPath } from '@sillon/domain';
import type { StaffPermission } from '../providers/staff-types';
import { RecordLinkField } from '../common/record-link-field';
import { KeepTypedForm } from '../common/keep-typed-form';

const AUDIENCES: Record<string, string> = {
  lead: 'Clients sans commande',
  recent: 'Clients ayant commandé récemment',
  returning: 'Clients à faire revenir',
};

export function audienceLabel(audience: string): string {
  return AUDIENCES[audience] ?? audience;
}

export function BannerList() {
  return (
    <List title="Bannières d’accueil" pagination={false} exporter={false} empty={false} actions={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <RecordLinkField<{ id: string; audience: string }>
          label="Public"
          sortable={false}
          type="edit"
          text={(row) => audienceLabel(row.audience)}
        />
        <TextField source="title" sortable={false} emptyText="(aucune bannière)" />
        <TextField source="subtitle" sortable={false} emptyText="—" />
        <TextField source="deeplink" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}

/** The server's rule (`isShopPath`): a banner leads within the shop, never to another site. */
const LINK = (value: unknown) =>
  typeof value !== 'string' || value === '' || isShopPath(value)
    ? undefined
    : 'Un chemin de la boutique, comme /my-account/referral : jamais un autre site';

export function BannerEdit() {
  const { permissions } = usePermissions<StaffPermission[]>();
  const editable = permissions?.includes('promotions.write') ?? false;
  return (
    <Edit title="Bannière d’accueil" mutationMode="pessimistic" redirect="list">
      <KeepTypedForm
        warnWhenUnsavedChanges
        sx={{ maxWidth: 720 }}
        disabled={!editable}
        toolbar={
          editable ? (
            <Toolbar>
              <SaveButton label="Enregistrer" />
            </Toolbar>
          ) : (
            false
          )
        }
      >
        <FunctionField<{ audience: string }> label="Public" render={(row) => audienceLabel(row.audience)} />
        <TextInput source="title" validate={required()} fullWidth />
        <TextInput source="subtitle" validate={required()} fullWidth multiline />
        <TextInput
          source="deeplink"
          validate={[required(), LINK]}
          fullWidth
          helperText="Par exemple /my-account/referral"
        />
      </KeepTypedForm>
    </Edit>
  );
}
