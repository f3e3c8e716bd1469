import { isStaffRole } from '../api/staff-role';
import { session } from '../stores/browser-session';
import { idleSignInUrl, staffIdle } from '../stores/staff-idle';

// The staff idle rule on every page a staff session opens (src/stores/staff-idle.ts holds the rule): the session
// refreshes only after input, and the first input after 15 minutes without any ends it and goes to the console's
// sign-in with the reason. A partner's session is left as it is.

export function watchStaffIdle() {
  const state = session.$session.get();
  if (state.status !== 'signedIn' || !isStaffRole(state.member.role)) return;
  let lapsing = false;
  const lapse = () => {
    if (lapsing) return;
    lapsing = true;
    staffIdle.clear();
    void session.logout().finally(() => location.replace(idleSignInUrl(location.pathname + location.search)));
  };
  // Capture: the lapse is seen before the page acts on the input (a link, a button, a key of an island).
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onInput = (event: Event) => {
    if (lapsing || staffIdle.lapsed()) return void (swallow(event), lapse());
    staffIdle.input();
  };
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, onInput, { capture: true });
  addEventListener('click', (event) => lapsing && swallow(event), { capture: true });
  session.gateRotation((rotatedAt) => staffIdle.activeSince(rotatedAt));
  if (staffIdle.lapsed()) lapse();
  else staffIdle.input();
}
