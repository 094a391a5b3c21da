/**
 * The sidebar navigation: every rack with its shelves (links by key, see seed-links.ts), then the
 * editorial pages. Built from the racks so a new shelf appears in the menu by itself.
 */
import { racks } from './racks';
import { rackHref, recipeHref, shelfHref } from './seed-links';
import type { SeedSidebarEntry } from './types';

export const sidebar: SeedSidebarEntry[] = [
  { label: 'Accueil', href: '/' },
  ...racks.map((rack): SeedSidebarEntry => ({
    label: rack.label,
    href: rackHref(rack.key),
    children: rack.shelves.map((shelf) => ({ label: shelf.label, href: shelfHref(shelf.key) })),
  })),
  {
    label: 'Découvrir Sillon',
    href: '/bienvenue',
    children: [
      { label: 'Bienvenue', href: '/bienvenue' },
      { label: 'Notre mission', href: '/mission-regeneration' },
      { label: 'Le magazine', href: '/magazine/les-sols-vivants' },
      { label: 'Nos articles', href: '/nos-articles/le-calibre-ne-fait-pas-le-gout' },
      { label: 'Recettes', href: recipeHref('salade-de-lentilles-du-puy-carottes-et-chevre') },
      { label: 'Bien choisir son miel', href: '/trouver-miel' },
      { label: 'Où trouver nos producteurs', href: '/trouver-sillon' },
      { label: 'Merci et au revoir', href: '/nos-articles/merci-et-au-revoir' },
    ],
  },
];
