import type { Role } from './enums';

// Apart from staff-enums.ts, which re-exports it: the page script of every page asks this (src/browser/staff-idle.ts),
// and a module it imports joins the chunk every page loads, the console's label tables with it.

/** Staff accounts are the members with an operator role; a SUPER_ADMIN holds every permission. */
export const isStaffRole = (role: Role | null | undefined) => role === 'ADMIN' || role === 'SUPER_ADMIN';
