/**
 * Équipe (admins): the members, a new member with their role and first password, a change of
 * role or password, deactivating one, ending their sessions. Journal: the audit log.
 */
import { Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  Confirm,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  email,
  minLength,
  required,
  useRecordContext,
} from 'react-admin';
import { RecordLinkField } from '../common/record-link-field';
import { formatDateTime } from '../common/format';
import { useStaffAction } from '../common/staff-query';
import type { Member } from '../providers/staff-types';
import { STAFF_PASSWORD_MIN_LENGTH } from '@sillon/domain';
import { KeepTypedForm } from '../common/keep-typed-form';

export const ROLE_CHOICES = [
  { id: 'admin', name: 'Administrateur' },
  { id: 'preparer', name: 'Préparateur' },
  { id: 'support', name: 'Service client' },
  { id: 'courier', name: 'Livreur' },
];

export function roleLabel(role: string): string {
  return ROLE_CHOICES.find((choice) => choice.id === role)?.name ?? role;
}

const PASSWORD = minLength(STAFF_PASSWORD_MIN_LENGTH, `Au moins ${STAFF_PASSWORD_MIN_LENGTH} caractères`);

function RevokeButton(_props: { label?: string }) {
  const member = useRecordContext<Member>();
  const [confirming, setConfirming] = useState(false);
  const revoke = useStaffAction((staff, id: string) => staff.revokeSessions(id), {
    success: 'Sessions terminées',
  });
  if (!member) return null;
  return (
    <>
      <Button
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          setConfirming(true);
        }}
      >
        Déconnecter
      </Button>
      <Confirm
        isOpen={confirming}
        title={`Déconnecter ${member.name} ?`}
        content="Toutes ses sessions prennent fin : il ou elle devra se reconnecter."
        confirm="Déconnecter"
        cancel="Retour"
        loading={revoke.isPending}
        onConfirm={() => revoke.mutate(member.id, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

export function MemberList() {
  return (
    <List title="Équipe" perPage={25} exporter={false} empty={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <RecordLinkField<Member> source="name" sortable={false} type="edit" text={(member) => member.name} />
        <TextField source="email" sortable={false} />
        <FunctionField<Member> label="Rôle" sortable={false} render={(member) => roleLabel(member.role)} />
        <FunctionField<Member>
          label="État"
          sortable={false}
          render={(member) =>
            !member.active ? (
              <Chip size="small" label="Désactivé" />
            ) : member.lockedUntil && new Date(member.lockedUntil) > new Date() ? (
              <Chip
                size="small"
                color="error"
                label={`Bloqué jusqu’à ${formatDateTime(member.lockedUntil)}`}
              />
            ) : (
              <Chip size="small" color="success" label="Actif" />
            )
          }
        />
        <FunctionField<Member>
          label="Dernière connexion"
          sortable={false}
          render={(member) => formatDateTime(member.lastSignInAt)}
        />
        <RevokeButton label="" />
      </Datagrid>
    </List>
  );
}

export function MemberCreate() {
  return (
    <Create title="Nouveau membre de l’équipe" redirect="list">
      <SimpleForm
        sx={{ maxWidth: 560 }}
        defaultValues={{ role: 'preparer' }}
        toolbar={
          <Toolbar>
            <SaveButton label="Créer le membre" />
          </Toolbar>
        }
      >
        <TextInput
          source="email"
          validate={[required(), email('E-mail invalide')]}
          // Not type="email": the browser's own bubble (in its language) would come before the French message.
          slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
          fullWidth
        />
        <TextInput source="name" validate={required()} fullWidth />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <PasswordInput
          source="password"
          validate={[required(), PASSWORD]}
          fullWidth
          helperText={`Au moins ${STAFF_PASSWORD_MIN_LENGTH} caractères ; à transmettre au membre en personne`}
          autoComplete="new-password"
        />
      </SimpleForm>
    </Create>
  );
}

function MemberTitle() {
  const member = useRecordContext<Member>();
  return (
    <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
      {member?.name} · {member?.email}
    </Typography>
  );
}

/** A blank password field sends nothing: the member keeps theirs. */
function withoutBlankPassword(data: Record<string, unknown>) {
  const { password, ...rest } = data;
  return typeof password === 'string' && password !== '' ? { ...rest, password } : rest;
}

export function MemberEdit() {
  return (
    <Edit
      title="Membre de l’équipe"
      mutationMode="pessimistic"
      redirect="list"
      transform={withoutBlankPassword}
    >
      <KeepTypedForm
        sx={{ maxWidth: 560 }}
        toolbar={
          <Toolbar>
            <SaveButton label="Enregistrer" />
          </Toolbar>
        }
      >
        <MemberTitle />
        <TextInput source="name" validate={required()} fullWidth />
        <SelectInput
          source="role"
          choices={ROLE_CHOICES}
          validate={required()}
          helperText="Changer le rôle termine ses sessions"
        />
        <BooleanInput source="active" label="Actif (peut se connecter)" />
        <PasswordInput
          source="password"
          label="Nouveau mot de passe"
          validate={PASSWORD}
          fullWidth
          helperText="Vide : inchangé. Un nouveau mot de passe termine ses sessions."
          autoComplete="new-password"
        />
      </KeepTypedForm>
    </Edit>
  );
}
