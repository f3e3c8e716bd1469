// The request schemas of the contract (valibot): the request types are derived from them.
export * from './common';
export * from './auth';
export * from './boards';
export * from './events';
export * from './banners';
export * from './products';
export * from './sales-agency-products';
export * from './figures';
export * from './files';
export * from './terms';
export * from './post';
export * from './prescriptions';
export * from './settlements';
export * from './community';
export * from './members';
export * from './my-page';
export * from './partner-contracts';
