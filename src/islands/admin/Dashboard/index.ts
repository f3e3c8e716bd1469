// The console's dashboard cards: rendered on the server only (no hooks, never hydrated).
export { QueueCards, type QueueCardsProps } from './QueueCards';
