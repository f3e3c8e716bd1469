// Response shapes of the contract, one file per area; request types are derived from the schemas in ../schema.
export type * from './common';
export type * from './content';
export type * from './products';
export type * from './prescriptions';
export type * from './settlements';
export type * from './my-page';
export type * from './accounts';
export type * from './partner-contracts';
export type * from './sessions';
export type * from './compliance';
export type * from './records';
export type * from './promotion';
export type * from './notifications';
export type * from './staff';
export type * from './reviews';
export type * from './admin-members';
export type * from './console';
