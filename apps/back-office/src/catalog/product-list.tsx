/** Produits: the catalogue, searched by name or reference, filtered by rack and availability. */
import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
  useGetList,
} from 'react-admin';
import { SearchField } from '../common/search-field';
import { RecordLinkField } from '../common/record-link-field';
import { formatEuros } from '../common/format';
import type { StaffProduct } from './catalog-types';
import { racksOf } from './product-racks';

function RackFilter(props: { source: string; alwaysOn?: boolean }) {
  const { data } = useGetList('racks', { pagination: { page: 1, perPage: 100 } });
  return (
    <SelectInput
      {...props}
      label="Rayon"
      choices={(data ?? []).map((rack) => ({ id: rack.id, name: String(rack.title) }))}
      emptyText="Tous"
    />
  );
}

const filters = [
  <SearchField key="q" source="q" alwaysOn placeholder="Nom ou référence" />,
  <RackFilter key="rackId" source="rackId" alwaysOn />,
  <SelectInput
    key="available"
    source="available"
    label="Disponibilité"
    alwaysOn
    emptyText="Tous"
    choices={[
      { id: 'true', name: 'Disponibles' },
      { id: 'false', name: 'Indisponibles' },
    ]}
  />,
];

export function ProductList() {
  return (
    <List
      filters={filters}
      perPage={25}
      title="Produits"
      exporter={false}
      empty={false}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<StaffProduct>
          label="Photo"
          sortable={false}
          render={(product) =>
            product.pictureUrl ? (
              <img
                src={`${product.pictureUrl}${product.pictureUrl.includes('?') ? '&' : '?'}w=96`}
                alt=""
                width={40}
                height={40}
                style={{ objectFit: 'contain' }}
              />
            ) : null
          }
        />
        <TextField source="reference" sortable={false} />
        <RecordLinkField<StaffProduct>
          source="name"
          sortable={false}
          type="edit"
          text={(product) => product.name}
        />
        <TextField source="unitLabel" sortable={false} />
        <FunctionField<StaffProduct>
          label="Prix"
          sortable={false}
          textAlign="right"
          render={(product) => formatEuros(product.priceCents)}
        />
        <NumberField source="stock" sortable={false} />
        <BooleanField source="available" sortable={false} />
        <FunctionField<StaffProduct>
          label="Rayons"
          sortable={false}
          render={(product) => racksOf(product, '—')}
        />
      </Datagrid>
    </List>
  );
}
