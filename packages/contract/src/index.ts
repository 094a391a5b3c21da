/** zod schemas and inferred types of every HTTP payload; the app imports the types only. */
export * from './auth';
export * from './bff';
export * from './search';
export * from './catalog';
export * from './content';
export * from './delivery';
export * from './errors';
export * from './health';
export * from './images';
export * from './payments';
export * from './promotions';
export * from './storefront';
export * from './checkout';
export * from './orders';
export * from './mail';
export * from './customer';
export * from './lists';
