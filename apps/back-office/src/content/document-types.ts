/** The content documents' types in the staff's words. */
export const DOCUMENT_TYPES = [
  { id: 'editorialPage', name: 'Histoires et pages' },
  { id: 'recipe', name: 'Recettes' },
  { id: 'homePage', name: 'Accueil' },
  { id: 'editorialIndex', name: 'Index éditoriaux' },
  { id: 'recipeIndex', name: 'Index des recettes' },
  { id: 'selection', name: 'Sélection' },
  { id: 'sidebar', name: 'Menu' },
  { id: 'preloadedPromotion', name: 'Cadeaux (promotion)' },
  { id: 'legalPage', name: 'Pages légales' },
] as const;

export function documentTypeLabel(type: string): string {
  return DOCUMENT_TYPES.find((entry) => entry.id === type)?.name ?? type;
}

export type { StaffDocument, StaffDocumentRow } from '@sillon/contract';
