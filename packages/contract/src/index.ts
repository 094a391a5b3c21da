/** zod schemas and inferred types of every HTTP payload; the app imports the types only. */
export * from './errors';
export * from './health';
