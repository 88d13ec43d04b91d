type Rec = Record<string, unknown>;

/** A point to show on the map. */
export interface MapMarker {
  lat: number;
  lng: number;
  label: string;
}

/** Paris (seed 002 §9: the default map centre). */
export const PARIS: [number, number] = [48.8566, 2.3522];

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The markers of a map element: its own `markers: [{lat, lng, label}]`, else the record's
 * addresses with a GeoJSON location (`location.coordinates` is [longitude, latitude]).
 */
export function mapMarkers(props: Rec, record: Rec | undefined): MapMarker[] {
  if (Array.isArray(props.markers)) {
    return (props.markers as Rec[]).filter((m) => isNum(m.lat) && isNum(m.lng)).map((m) => ({ lat: m.lat as number, lng: m.lng as number, label: String(m.label ?? '') }));
  }
  const addresses = Array.isArray(record?.addresses) ? (record?.addresses as Rec[]) : [];
  return addresses.flatMap((a) => {
    const coords = (a.location as { coordinates?: unknown } | undefined)?.coordinates;
    if (!Array.isArray(coords) || !isNum(coords[0]) || !isNum(coords[1])) return [];
    return [{ lat: coords[1], lng: coords[0], label: String(a.addressLine ?? a.city ?? a.type ?? '') }];
  });
}
