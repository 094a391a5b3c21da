/**
 * Every table of the server, gathered for Drizzle and drizzle-kit. Each module owns its tables in
 * its own `<module>.tables.ts` and is re-exported here.
 */
export {};
