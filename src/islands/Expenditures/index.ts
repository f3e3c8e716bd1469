export { Expenditures, type ExpendituresProps } from './Expenditures';
export { loadLedger, type Ledger } from './ledger';
export { readExpenditureState, type ExpenditureState } from './expenditure-query';
