/**
 * A list's naming column as a link to the record's page. A row opens on a click (`rowClick`),
 * but a table row takes no focus: by keyboard (and for a screen reader) the page is reached only
 * through a link. The click on the link is the row's too, so it is kept from opening it twice.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';

export function RecordLinkField<R extends RaRecord>({
  text,
  type,
}: {
  text: (record: R) => ReactNode;
  type: 'show' | 'edit';
  /** Read by the list for its header, as any field's. */
  source?: string;
  label?: string;
  sortable?: boolean;
}) {
  const record = useRecordContext<R>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <Link
      to={createPath({ resource, id: record.id, type })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {text(record)}
    </Link>
  );
}
