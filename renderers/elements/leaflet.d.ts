/**
 * The part of Leaflet 1.9 the map element uses (the package ships no types, and @types/leaflet is
 * not a dependency of this project).
 */
declare module 'leaflet' {
  export type LatLngTuple = [number, number];
  export interface LeafletMap {
    setView(center: LatLngTuple, zoom: number): LeafletMap;
    fitBounds(bounds: LatLngTuple[], options?: { padding?: [number, number]; maxZoom?: number }): LeafletMap;
    invalidateSize(): LeafletMap;
    remove(): void;
  }
  export interface Layer {
    addTo(map: LeafletMap): this;
    bindPopup(content: string): this;
    on(event: string, handler: () => void): this;
  }
  export function map(element: HTMLElement, options?: { center?: LatLngTuple; zoom?: number; scrollWheelZoom?: boolean }): LeafletMap;
  export function tileLayer(urlTemplate: string, options?: { attribution?: string; maxZoom?: number }): Layer;
  export function circleMarker(latlng: LatLngTuple, options?: { radius?: number; color?: string; weight?: number }): Layer;
}
