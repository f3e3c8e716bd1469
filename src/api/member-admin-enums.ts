import { defineEnum, type EnumValue } from './enum';

// The console's 회원관리 enums: a bank account change's state in the four-eyes queue. Re-exported by ./enums.

/** A bank account change asked by one staff member: applied when another approves it, or refused. */
export const BankChangeStatus = defineEnum({ PENDING: '승인 대기', APPROVED: '승인', REJECTED: '반려' });
export type BankChangeStatus = EnumValue<typeof BankChangeStatus>;
