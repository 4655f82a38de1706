// An event page's registration: seats left or the waitlist, and the form (issue 23).
// PLACEHOLDER of the base: the registration client helper builds it.
import type { Event } from '../../../../shared/events.schema';

export function RegistrationPanel(_props: { event: Event }) {
  return null;
}
