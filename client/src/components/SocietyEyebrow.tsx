// The line above a page's title that names the society, as its record has the name (issue 26).
import { useSite } from '../lib/site-content';

export function SocietyEyebrow() {
  return <p className="eyebrow">{useSite().name}</p>;
}
