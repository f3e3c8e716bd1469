// 계약 심사 and CSO 신고증 심사: the queues (links, j / k) and the review screens (viewer, decisions).
// Pages import each island from its own file: Astro hydrates the module a page names, and through this index each
// screen would load the other three as well (a queue the reviews' document viewer and decision dialog).
export { ContractQueue, type ContractQueueProps } from './ContractQueue';
export { ContractReview, type ContractReviewProps } from './ContractReview';
export { CsoQueue, type CsoQueueProps } from './CsoQueue';
export { CsoReview, type CsoReviewProps } from './CsoReview';
