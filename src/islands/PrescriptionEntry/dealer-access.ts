import { createContext } from 'react';

/**
 * Whether this member may create dealers (POST /v1/dealers: contract members), so that the dealer picker offers
 * 신규 딜러 추가. The page decides from the session; the API checks again.
 */
export const CanAddDealer = createContext(false);
