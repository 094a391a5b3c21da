export * from './tokens';
export * from './primitives/text';
export * from './primitives/screen';
export * from './primitives/app-header';
export * from './primitives/page-head';
