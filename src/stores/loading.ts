import { atom, computed } from 'nanostores';

// Drives the 2px loading bar: page navigation plus every island request in flight.
export const $requestsInFlight = atom(0);
export const $navigating = atom(false);
export const $loading = computed([$requestsInFlight, $navigating], (n, nav) => nav || n > 0);

export const requestStarted = () => $requestsInFlight.set($requestsInFlight.get() + 1);
export const requestEnded = () => $requestsInFlight.set(Math.max(0, $requestsInFlight.get() - 1));
