/**
 * Which rack and shelf a `p/{rack}/{shelf?}` path shows, and the page's title and description
 * (spec §2: from the rack's seo fields). Shared by the screen and its server-rendered head.
 */
import type { Rack, Shelf } from '@sillon/contract';
import { breadcrumbs, parseSlugId, type Breadcrumb } from '@sillon/domain';

export type RackPage = {
  rack: Rack | undefined;
  /** The shelf shown: the one in the path, else the rack's first; undefined when the path's is unknown. */
  selected: Shelf | undefined;
  rackShelves: Shelf[];
  /** The path names a rack or shelf that does not exist. */
  isMissing: boolean;
};

/** The id at the end of a `slug-id` segment, or the segment itself. */
function idOf(segment: string | undefined): string | undefined {
  return segment === undefined ? undefined : (parseSlugId(segment)?.id ?? segment);
}

export function resolveRackPage(
  racks: Rack[],
  shelves: Shelf[],
  rackSegment: string,
  shelfSegment?: string,
): RackPage {
  const rack = racks.find((candidate) => candidate.id === idOf(rackSegment));
  const rackShelves = rack ? shelves.filter((shelf) => shelf.rackId === rack.id) : [];
  const shelfId = idOf(shelfSegment);
  const selected =
    shelfSegment === undefined
      ? rackShelves[0]
      : rackShelves.find((shelf) => shelf.id === shelfId || shelf.legacyKey === shelfId);
  return { rack, selected, rackShelves, isMissing: !rack || (shelfSegment !== undefined && !selected) };
}

export function rackPageHead(
  { rack, selected }: Pick<RackPage, 'rack' | 'selected'>,
  shelfSegment: string | undefined,
): {
  title?: string;
  description?: string;
} {
  if (!rack) return {};
  return {
    // The rack's own address is the rack's page, though its first shelf shows: named by the rack.
    title: shelfSegment !== undefined && selected ? `${selected.label} · ${rack.title}` : rack.title,
    description: rack.seo.description,
  };
}

/** The page's breadcrumbs (Accueil › the rack › the shelf in the path), from the page's own data. */
export function rackPageCrumbs(
  { rack, rackShelves }: Pick<RackPage, 'rack' | 'rackShelves'>,
  rackSegment: string,
  shelfSegment?: string,
): Breadcrumb[] {
  if (!rack) return [];
  const route = {
    id: rack.id,
    title: rack.title,
    urlSlug: rack.urlSlug,
    canonical: rack.canonical,
    shelves: rackShelves.map((shelf) => ({ ...shelf, productIds: shelf.products })),
  };
  const path = `/p/${rackSegment}${shelfSegment === undefined ? '' : `/${shelfSegment}`}`;
  return breadcrumbs(path, { products: [], racks: [route] });
}
