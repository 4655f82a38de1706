// Where an event takes place, on a map (decision 026): Google Maps' documented search address
// (`/maps/search/?api=1&query=`), which needs no key and opens the Maps app on a phone. The
// English place is asked first: map search knows a street address better than its translation.

/** The map search of an event's place, or null when it has none. */
export function mapUrl(event: { locationEn: string; locationZh: string }): string | null {
  const place = (event.locationEn || event.locationZh).trim();
  return place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : null;
}
