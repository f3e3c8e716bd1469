// 회원관리: the member list, the member's page and the four-eyes queue of bank account changes.
export { MemberList, type MemberListProps } from './MemberList';
export { MemberPage, type MemberPageProps } from './MemberPage';
export { BankChangeQueue, type BankChangeQueueProps } from './BankChangeQueue';
