/** Contenu: the shop's documents by type, which have an unpublished draft, which are live. */
import { Chip, Stack } from '@mui/material';
import { Datagrid, FunctionField, List, SelectInput, TextField } from 'react-admin';
import { RecordLinkField } from '../common/record-link-field';
import { formatDateTime } from '../common/format';
import { documentTypeLabel, DOCUMENT_TYPES, type StaffDocumentRow } from './document-types';

const filters = [
  <SelectInput
    key="type"
    source="type"
    label="Type"
    choices={[...DOCUMENT_TYPES]}
    alwaysOn
    emptyText="Tous"
  />,
];

export function DocumentList() {
  return (
    <List
      filters={filters}
      perPage={25}
      title="Contenu"
      exporter={false}
      empty={false}
      sort={{ field: 'updatedAt', order: 'DESC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <RecordLinkField<StaffDocumentRow>
          source="title"
          sortable={false}
          type="edit"
          text={(document) => document.title || '(sans titre)'}
        />
        <FunctionField<StaffDocumentRow>
          label="Type"
          sortable={false}
          render={(row) => documentTypeLabel(row.type)}
        />
        <TextField source="path" sortable={false} emptyText="—" />
        <FunctionField<StaffDocumentRow>
          label="État"
          sortable={false}
          render={(row) => (
            <Stack direction="row" spacing={1}>
              {row.published ? (
                <Chip size="small" color="success" label="Publié" />
              ) : (
                <Chip size="small" label="Jamais publié" />
              )}
              {row.hasDraft && <Chip size="small" color="warning" label="Brouillon" />}
            </Stack>
          )}
        />
        <FunctionField<StaffDocumentRow>
          label="Modifié le"
          sortable={false}
          render={(row) => formatDateTime(row.updatedAt)}
        />
      </Datagrid>
    </List>
  );
}
