// The database of the reference /v1 API. Enum columns are text checked against the contract's enums
// (src/api/enums.ts), so a new enum value shows up as a new migration (`npm run db:generate`).
// One file per area; drizzle-kit reads them all through this one.

export * from './schema-members';
export * from './schema-content';
export * from './schema-products';
export * from './schema-my-page';
export * from './schema-prescriptions';
export * from './schema-settlements';
export * from './schema-community';
export * from './schema-accounts';
export * from './schema-partner-contracts';
export * from './schema-uploads';
export * from './schema-compliance';
export * from './schema-records';
export * from './schema-promotions';
export * from './schema-notifications';
export * from './schema-staff';
export * from './schema-record-counts';
export * from './schema-ocr';
