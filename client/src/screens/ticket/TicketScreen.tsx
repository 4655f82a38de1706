// A ticket's own page (/tickets/{code}, issue 38): its QR code large, the event and the name.
// A skeleton until the ticket slice lands.
import { usePageMeta } from '../../lib/page-meta';

export default function TicketScreen() {
  usePageMeta('ticket');
  return (
    <div className="page page--narrow" data-screen="ticket">
      <h1>Ticket</h1>
    </div>
  );
}
