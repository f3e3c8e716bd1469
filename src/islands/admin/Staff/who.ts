import { holdsPermission, type AdminPermission, type Role } from '../../../api/enums';

/** The signed-in operator as the staff screens need them: what they hold decides what they may hand out. */
export interface Operator {
  userId: string;
  role: Role;
  permissions: AdminPermission[];
}

/** Why an operator may not change an account (shown beside the disabled controls), or null. */
export function changeRefusal(me: Operator, target: { userId: string; role: Role }): string | null {
  if (me.userId.toLowerCase() === target.userId.toLowerCase())
    return '자기 계정의 역할, 권한, 상태와 2단계 인증은 바꿀 수 없습니다. 다른 권한관리 운영자에게 요청해 주세요.';
  if (target.role === 'SUPER_ADMIN' && me.role !== 'SUPER_ADMIN') return '슈퍼 관리자 계정은 슈퍼 관리자만 바꿀 수 있습니다.';
  if (!holdsPermission(me, 'PERMISSION_MANAGEMENT')) return '운영자 관리는 권한관리 권한이 있는 운영자만 할 수 있습니다.';
  return null;
}
