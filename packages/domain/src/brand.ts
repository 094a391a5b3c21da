/**
 * The shop's name as it appears inside codes and paths (spec §2 `trouver-{product}`, §3
 * `{product}-parcel-delivery`): the spec's `{product}` placeholder is the app's own name.
 */
export const BRAND_SLUG = 'sillon';
