import { MAX_FILE_BYTES } from '../uploads';
import { LIST_MAX } from './limits';

// The limits of the records kept for an inspection (records.ts validates with them), apart from their schemas: a
// screen that needs only a number must not load the validation library with it.

/** Products one contract version may rate. */
export const CONTRACT_RATES_MAX = LIST_MAX;
/** Receipts of one expenditure entry. */
export const EXPENDITURE_FILES_MAX = 5;
/** A contract request: the file and its JSON part; an expenditure request: its receipts and its JSON part. */
export const DEALER_CONTRACT_REQUEST_MAX_BYTES = MAX_FILE_BYTES + 256 * 1024;
export const EXPENDITURE_REQUEST_MAX_BYTES = EXPENDITURE_FILES_MAX * MAX_FILE_BYTES + 256 * 1024;
/** Won an entry may state; people one entry may name or count. */
export const EXPENDITURE_AMOUNT_MAX = 1_000_000_000;
export const EXPENDITURE_RECIPIENTS_MAX = 100;
export const EXPENDITURE_RECIPIENT_COUNT_MAX = 10_000;
export const EXPENDITURE_NOTE_MAX = 1_000;
export const PRODUCT_NAME_MAX = 100;
/** Years the expenditure log and its report may name. */
export const EXPENDITURE_YEAR_MIN = 2000;
export const EXPENDITURE_YEAR_MAX = 2099;
/** The longest period an audit trail page or an audit pack may cover (retention is 5 years; a contract may run longer). */
export const AUDIT_PERIOD_MAX_DAYS = 3_660;
