// What other modules may use of registrations (the check-in at the door, issue 38): a
// registration's row and the guest list as stored, and a seat's ticket.
export { type RegistrationRow, selectGuestList, selectRegistration } from './registrations.repository.js';
export { ticketHash, ticketUrl } from './registrations.tickets.js';
