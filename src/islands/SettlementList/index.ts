export { SettlementList, type SettlementListProps } from './SettlementList';
