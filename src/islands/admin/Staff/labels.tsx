import { AccountStatus, AdminPermission, Role } from '../../../api/enums';
import type { StaffRow } from '../../../api/types';
import { Badge } from '../../../ui/Badge/Badge';

// How an account's role, permissions, status and second factor read in the staff screens.

export const roleText = (row: Pick<StaffRow, 'role'>) => Role.label(row.role);

export const permissionsText = (row: Pick<StaffRow, 'role' | 'permissions'>) =>
  row.role === 'SUPER_ADMIN' ? '모든 권한' : row.permissions.map((p) => AdminPermission.label(p)).join(', ') || '없음';

export function StatusBadge({ row }: { row: Pick<StaffRow, 'accountStatus'> }) {
  return (
    <Badge tone={row.accountStatus === 'ACTIVATED' ? 'success' : 'danger'} variant="subtle">
      {AccountStatus.label(row.accountStatus)}
    </Badge>
  );
}

export function SecondFactorBadge({ row }: { row: Pick<StaffRow, 'secondFactorEnrolled'> }) {
  return (
    <Badge tone={row.secondFactorEnrolled ? 'success' : 'warning'} variant="subtle">
      {row.secondFactorEnrolled ? '등록' : '미등록'}
    </Badge>
  );
}
