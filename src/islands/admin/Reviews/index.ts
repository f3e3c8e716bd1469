// 계약 심사 and CSO 신고증 심사: the queues (links, j / k) and the review screens (viewer, decisions).
export { ContractQueue, type ContractQueueProps } from './ContractQueue';
export { ContractReview, type ContractReviewProps } from './ContractReview';
export { CsoQueue, type CsoQueueProps } from './CsoQueue';
export { CsoReview, type CsoReviewProps } from './CsoReview';
