/**
 * The shape of the demo shop's hand-written data. Ids (uuid, documentId, rack and shelf ids) are
 * derived deterministically from the stable keys by the seeder, never written here.
 */
import type { FOOD_VAT_RATE_BP, ProduceKey, STANDARD_VAT_RATE_BP } from '@sillon/domain';

export type ProductLabel =
  | 'Bio'
  | 'Agriculture régénératrice'
  | 'Local'
  | 'Label Rouge'
  | 'AOP'
  | 'IGP'
  | 'Commerce équitable'
  | 'Vegan'
  | 'Sans gluten'
  | 'Nature & Progrès'
  | 'Demeter';

export type SeedProducer = {
  /** Stable key, kebab-case: `ferme-du-bois-joli`. */
  key: string;
  farmName: string;
  /** A French region: `Bretagne`, `Occitanie`... */
  region: string;
  town: string;
  /** Regenerative practices, French, short: `Couverts végétaux permanents`, `Semis direct`... */
  practices: string[];
  /** Two or three sentences, French. */
  story: string;
};

export type SeedShelf = {
  /** Stable key, kebab-case, unique across the whole shop: `pommes-poires`. */
  key: string;
  /** The shelf's key in the previous shop, for old links (some shelves only). */
  legacyKey?: string;
  label: string;
  /** Omitted on some shelves on purpose: the slug is then derived from the label (spec §3). */
  urlSlug?: string;
  /** Keys of other shelves (any rack) shown as "related". */
  relatedShelfKeys: string[];
  /** A highlighted article on some shelves: background colour is a 6-digit hex. */
  article?: { title: string; backgroundColor: string; url: string; emoji: string };
  /** A « de saison » shelf: only its products in season at the shop's clock are shown. */
  seasonal?: boolean;
};

export type SeedRack = {
  /** Stable key, kebab-case: `fruits-et-legumes`. */
  key: string;
  label: string;
  /** Short title shown in menus. */
  title: string;
  urlSlug: string;
  /** Whether the rack is a canonical place for its products (breadcrumbs, main shelf). */
  canonical: boolean;
  legacyKey?: string;
  seo: { title: string; description: string };
  marketing: { title: string; description: string };
  /** Soft background colour (6-digit hex) behind the product photos of this rack. */
  photoBackground: string;
  /** Emoji icon name (Fluent Emoji Flat) for the rack thumbnail. */
  emoji: string;
  shelves: SeedShelf[];
};

export type SeedProduct = {
  /** Stable reference, also the URL slug: `carottes-des-sables`. Unique. */
  reference: string;
  displayName: string;
  /** Two to four sentences, French. */
  description: string;
  /** As printed on the shelf tag: `le kg`, `500 g`, `la pièce`, `la botte`, `1 L`, `6 œufs`... */
  unitLabel: string;
  /** Net quantity for the price per kg or per litre; omit for pieces sold without a weight. */
  netQuantity?: { amount: number; unit: 'g' | 'ml' };
  priceCents: number;
  /** The reduced rate (5.5 %, food) or the standard one (20 %, non-food, alcohol). */
  vatRateBp: typeof FOOD_VAT_RATE_BP | typeof STANDARD_VAT_RATE_BP;
  labels: ProductLabel[];
  producerKey: string;
  originRegion: string;
  /** Emoji icon name in `@iconify-json/fluent-emoji-flat` used to draw the product photo. */
  emoji: string;
  /** Per-order cap (spec §3), on some products only. */
  maxOrderable?: number;
  stock: number;
  available: boolean;
  /** Sold only where the delivery postal code starts with one of these (some products only). */
  regionalPostalPrefixes?: string[];
  /** A retail variant (e.g. the whole case / the single piece) on some products. */
  retail?: { unitLabel: string; priceCents: number; netQuantity?: { amount: number; unit: 'g' | 'ml' } };
  /** Share of the price paid to the farm, in percent (e.g. 42). */
  farmSharePercent: number;
  /** Shelf keys; the first is the product's main shelf. */
  shelfKeys: string[];
  /** Fresh fruit and vegetables: their entry in the domain's seasonal calendar. */
  produce?: ProduceKey;
};

export type SeedRecipe = {
  slug: string;
  title: string;
  summary: string;
  emoji: string;
  servings: number;
  preparationMinutes: number;
  ingredients: SeedIngredient[];
  steps: string[];
};

/** Grams, millilitres or pieces (eggs, a chicken, a bunch of parsley). */
export type SeedQuantity = { amount: number; unit: 'g' | 'ml' | 'piece' };

/**
 * A recipe's ingredient: the text as printed, and for scaling (issue 16) what it is without its
 * quantity and the quantity for the recipe's servings. What one product holds (`pack`) comes from
 * the product's net quantity, or is written here for products sold by the piece.
 */
export type SeedIngredient = {
  productReference?: string;
  text: string;
  name?: string;
  quantity?: SeedQuantity;
  pack?: SeedQuantity;
};

/** Editorial pages, one under each root of spec §2 at least. */
export type SeedEditorialPage = {
  /** Full path without leading slash: `mission-regeneration`, `magazine/les-sols-vivants`, `trouver-miel`. */
  path: string;
  title: string;
  description: string;
  emoji: string;
  /**
   * Paragraphs, French (a heading paragraph starts with `## `), and the parts editors place between
   * them: products or a shelf that can be added to the cart, a picture.
   */
  body: (string | SeedEditorialBlock)[];
  /** Paths of the stories shown after it; by default others of its root, then any. */
  relatedPaths?: string[];
};

export type SeedEditorialBlock =
  | { kind: 'products'; title: string; productReferences: string[] }
  | { kind: 'shelf'; title: string; shelfKey: string }
  | { kind: 'picture'; emoji: string; alt: string; caption?: string };

/** A root's index page (`magazine`, `nos-articles`, `recettes`): its title and description. */
export type SeedIndexPage = {
  path: string;
  type: 'editorialIndex' | 'recipeIndex';
  title: string;
  description: string;
};

/** The selection page (`/selection`): products the editors chose. */
export type SeedSelection = {
  title: string;
  description: string;
  emoji: string;
  productReferences: string[];
};

export type SeedHomePage = {
  banner: { title: string; message: string; href: string };
  headerSlider: { title: string; subtitle: string; href: string; emoji: string; backgroundColor: string }[];
  blocks: (
    | {
        kind: 'products';
        title: string;
        productReferences: string[];
        /** Shows only its products in season at the shop's clock (issue 40). */
        seasonal?: boolean;
      }
    | { kind: 'racks'; title: string; rackKeys: string[] }
    | { kind: 'editorial'; title: string; text: string; href: string; emoji: string; backgroundColor: string }
    | { kind: 'recipes'; title: string; recipeSlugs: string[] }
    | { kind: 'reassurance'; items: { title: string; text: string; emoji: string }[] }
  )[];
};

export type SeedSidebarEntry = { label: string; href: string; children?: SeedSidebarEntry[] };

/** A preloaded gift promotion (spec §3, §7): gifts unlock at cart thresholds. */
export type SeedPreloadedPromotion = {
  key: string;
  version: number;
  giftsSectionTitle: string;
  giftsSectionSubtitle: string;
  gifts: { productReference: string; quantity: number; minimumUnlockableAmountCents: number }[];
};
