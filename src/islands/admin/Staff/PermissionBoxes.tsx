import { AdminPermission, holdsPermission } from '../../../api/enums';
import { staffAdmin } from 'styled-system/recipes';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import type { Operator } from './who';

export interface PermissionBoxesProps {
  me: Operator;
  value: AdminPermission[];
  onChange: (next: AdminPermission[]) => void;
  /** Every box disabled (one's own account, a SUPER_ADMIN). */
  disabled?: boolean;
  error?: string | null;
}

const s = staffAdmin();

/**
 * The twelve permissions as checkboxes with their Korean labels; a permission the operator does not hold is shown
 * but cannot be ticked or unticked (the server refuses it too), and the note under the boxes says why.
 */
export function PermissionBoxes({ me, value, onChange, disabled = false, error = null }: PermissionBoxesProps) {
  const lacking = AdminPermission.values.filter((p) => !holdsPermission(me, p));
  return (
    <fieldset className={s.permissions} aria-describedby="permission-note">
      <legend className={s.term}>권한</legend>
      {AdminPermission.values.map((p) => (
        <Checkbox
          key={p}
          name="permissions"
          value={p}
          checked={value.includes(p)}
          disabled={disabled || !holdsPermission(me, p)}
          onCheckedChange={(on) => onChange(AdminPermission.values.filter((x) => (x === p ? on === true : value.includes(x))))}
        >
          {AdminPermission.label(p)}
        </Checkbox>
      ))}
      <p id="permission-note" className={s.note} style={{ gridColumn: '1 / -1' }}>
        {lacking.length
          ? `내가 가지고 있지 않은 권한(${lacking.map((p) => AdminPermission.label(p)).join(', ')})은 주거나 뺄 수 없어 선택할 수 없습니다.`
          : '슈퍼 관리자는 모든 권한을 주거나 뺄 수 있습니다.'}
      </p>
      {error ? (
        <p role="alert" className={s.error} style={{ gridColumn: '1 / -1' }}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
