/** Avis: customers' reviews, visible or hidden; hide one (or show it again) in one click. */
import { Button, Chip, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useRecordContext,
  usePermissions,
} from 'react-admin';
import { formatDateTime } from '../common/format';
import { useStaffAction } from '../common/staff-query';
import type { StaffReview } from '@sillon/contract';
import type { StaffPermission } from '../providers/staff-types';

function VisibilityButton(_props: { label?: string }) {
  const review = useRecordContext<StaffReview>();
  const { permissions } = usePermissions<StaffPermission[]>();
  const toggle = useStaffAction(
    (staff, value: StaffReview) =>
      staff.update('reviews', {
        id: value.id,
        data: { ...value, hidden: !value.hidden },
        previousData: value,
      }),
    { success: (value) => (value.hidden ? 'Avis de nouveau visible' : 'Avis masqué') },
  );
  if (!review || !permissions?.includes('reviews.write')) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      color={review.hidden ? 'primary' : 'warning'}
      disabled={toggle.isPending}
      onClick={(event) => {
        event.stopPropagation();
        toggle.mutate(review);
      }}
    >
      {review.hidden ? 'Afficher' : 'Masquer'}
    </Button>
  );
}

const filters = [
  <SelectInput
    key="hidden"
    source="hidden"
    label="Visibilité"
    alwaysOn
    emptyText="Tous"
    choices={[
      { id: 'false', name: 'Visibles' },
      { id: 'true', name: 'Masqués' },
    ]}
  />,
];

export function ReviewList() {
  return (
    <List filters={filters} perPage={25} title="Avis" exporter={false} empty={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="productName" sortable={false} />
        <FunctionField<StaffReview>
          label="Note"
          sortable={false}
          render={(review) => (
            <span aria-label={`${review.rating} sur 5`} title={`${review.rating} / 5`}>
              {'★'.repeat(review.rating)}
              {'☆'.repeat(Math.max(0, 5 - review.rating))}
            </span>
          )}
        />
        <FunctionField<StaffReview>
          label="Avis"
          sortable={false}
          render={(review) => (
            <>
              {/* A word longer than the column (a customer's « ZZZZ… ») wraps: the row keeps its button in view. */}
              <Typography variant="body2" sx={{ fontWeight: 700, maxWidth: 480, overflowWrap: 'anywhere' }}>
                {review.title}
              </Typography>
              <Typography
                variant="body2"
                sx={{ maxWidth: 480, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {review.body}
              </Typography>
            </>
          )}
        />
        <TextField source="authorName" sortable={false} emptyText="Anonyme" />
        <FunctionField<StaffReview>
          label="Publié le"
          sortable={false}
          render={(review) => formatDateTime(review.createdAt)}
        />
        <FunctionField<StaffReview>
          label="État"
          sortable={false}
          render={(review) =>
            review.hidden ? (
              <Chip size="small" label="Masqué" />
            ) : (
              <Chip size="small" color="success" label="Visible" />
            )
          }
        />
        <VisibilityButton label="" />
      </Datagrid>
    </List>
  );
}
