/**
 * The sidebar navigation: every rack with its shelves (links by key, see seed-links.ts), then the
 * editorial pages. Built from the racks so a new shelf appears in the menu by itself.
 */
import { SEASONS_CALENDAR_PATH } from '@sillon/domain';
import { racks } from './racks';
import { rackHref, shelfHref } from './seed-links';
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
      { label: 'Le magazine', href: '/magazine' },
      { label: 'Nos articles', href: '/nos-articles' },
      { label: 'Recettes', href: '/recettes' },
      { label: 'Les favoris de la saison', href: '/selection' },
      { label: 'Le calendrier des saisons', href: SEASONS_CALENDAR_PATH },
      { label: 'Bien choisir son miel', href: '/trouver-miel' },
      { label: 'Où trouver nos producteurs', href: '/trouver-sillon' },
      { label: 'Merci et au revoir', href: '/nos-articles/merci-et-au-revoir' },
    ],
  },
];
