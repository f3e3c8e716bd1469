// The Korean business registration number (사업자등록번호): ten digits shown as 000-00-00000, the last one a check
// digit over the first nine. Pure functions without the validation library, for the server schema and the form alike.

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** The digits of what was typed (anything else dropped), at most ten. */
export const businessNumberDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 10);

/** As it is shown while typing: 000-00-00000, hyphens added as the digits arrive. */
export function formatBusinessNumber(typed: string): string {
  const d = businessNumberDigits(typed);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** Whether ten digits carry a correct check digit (the National Tax Service's weights 1,3,7,1,3,7,1,3,5). */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = WEIGHTS.reduce((acc, w, i) => acc + (d[i] as number) * w, 0);
  sum += Math.floor(((d[8] as number) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** Why a typed business number cannot be used (Korean), or null when it is fine. */
export function businessNumberProblem(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (!digits) return '사업자등록번호를 입력해 주세요.';
  if (!/^\d{10}$/.test(digits)) return '사업자등록번호는 숫자 10자리입니다.';
  if (!hasValidCheckDigit(digits)) return '올바른 사업자등록번호가 아닙니다. 번호를 다시 확인해 주세요.';
  return null;
}
