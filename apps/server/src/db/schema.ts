/**
 * Every table of the server, gathered for Drizzle and drizzle-kit. Each module owns its tables in
 * its own `<module>.tables.ts`; they are re-exported here and nowhere else.
 */
export * from '../modules/catalog/catalog.tables';
export * from '../modules/content/content.tables';
export * from '../modules/images/images.tables';
export * from '../modules/reviews/reviews.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/account/account.tables';
export * from '../modules/promotions/promotions.tables';
export * from '../modules/orders/orders.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/payments/sandbox/sandbox.tables';
export * from '../modules/delivery/delivery.tables';
export * from '../modules/jobs/jobs.tables';
export * from '../modules/mail/mail.tables';
export * from '../modules/notifications/notifications.tables';
export * from '../modules/error-reports/error-reports.tables';
export * from '../modules/lists/lists.tables';
export * from '../modules/staff/staff.tables';
export * from '../modules/rounds/rounds.tables';
