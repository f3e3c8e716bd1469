export { Badge, StatusBadge, ContractBadge, type BadgeProps, type StatusBadgeProps, type ContractBadgeProps } from './Badge';
export { SettlementStatusBadge, type SettlementStatusBadgeProps } from './SettlementStatusBadge';
