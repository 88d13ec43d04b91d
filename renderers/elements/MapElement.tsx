import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';
import { mapMarkers, PARIS } from './mapMarkers.ts';

const OSM = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * map (loaded lazily): a Leaflet map of the element's `markers` or the record's geolocated
 * addresses, fitted to them; centred on Paris (or `center: [lat, lng]`) when there is none.
 * Tiles come from `tileUrl` (OpenStreetMap by default).
 */
export function MapElement({ element, record }: ElementProps) {
  const ref = useRef<HTMLDivElement>(null);
  const p = element.props;
  const markers = mapMarkers(p, record);
  const key = JSON.stringify(markers);
  const center = Array.isArray(p.center) && p.center.length === 2 ? (p.center as [number, number]) : PARIS;
  const tileUrl = readProp.text(p, 'tileUrl', OSM);
  const zoom = readProp.num(p, 'zoom', 11);
  useEffect(() => {
    if (!ref.current) return;
    const map = L.map(ref.current, { center, zoom, scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution: '&copy; OpenStreetMap contributors', maxZoom: 19 }).addTo(map);
    for (const m of markers) L.circleMarker([m.lat, m.lng], { radius: 8, color: '#1677ff', weight: 2 }).bindPopup(m.label).addTo(map);
    if (markers.length) map.fitBounds(markers.map((m) => [m.lat, m.lng] as [number, number]), { padding: [24, 24], maxZoom: 15 });
    return () => map.remove();
    // The map is rebuilt when what it shows changes (`key` stands for the markers).
  }, [key, tileUrl, zoom, center[0], center[1]]);
  return <div ref={ref} data-testid="map-element" data-markers={markers.length} style={{ height: readProp.num(p, 'height', 300), width: '100%' }} />;
}
