// Moments as people read them, in one place: every screen that shows when something happened
// (a profile sent for review, an application received, a last sign-in, an event's times) shows
// it in the society's time zone (shared/site.ts), whatever zone the browser is in, and names the
// zone, so a member in Shanghai and a reviewer in Toronto read the same text for the same moment.
// The site's own zone is named from our copy (zone-names.ts).
// The formatting itself is shared with the server's mails (shared/moments.ts): here, the
// interface language's locale by default.
export { formatMoment, formatMomentRange, zoneName, type ZoneOptions } from '../../../shared/moments';
