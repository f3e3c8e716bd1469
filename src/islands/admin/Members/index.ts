// 회원관리: the member list, the member's page and the four-eyes queue of bank account changes.
// Pages import each island from its own file: Astro hydrates the module a page names, and through this index each
// screen would load the other two as well.
export { MemberList, type MemberListProps } from './MemberList';
export { MemberPage, type MemberPageProps } from './MemberPage';
export { BankChangeQueue, type BankChangeQueueProps } from './BankChangeQueue';
