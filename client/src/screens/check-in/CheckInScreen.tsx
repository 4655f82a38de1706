// The scanner at the door (issue 38): /admin/events/{id}/check-in for event managers, and
// /check-in/{token} for a volunteer's link. A skeleton until the scanner slice lands.
import { usePageMeta } from '../../lib/page-meta';

export default function CheckInScreen() {
  usePageMeta('adminCheckIn');
  return (
    <div className="page" data-screen="check-in">
      <h1>Check-in</h1>
    </div>
  );
}
