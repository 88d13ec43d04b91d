import { describe, expect, it } from 'vitest';
import { mapMarkers, PARIS } from '../../../renderers/elements/mapMarkers.ts';

describe('map markers', () => {
  it('centre on Paris when there is nothing to show (seed 002 §9)', () => {
    expect(PARIS).toEqual([48.8566, 2.3522]);
  });

  it("are the element's markers, else the record's located addresses ([longitude, latitude])", () => {
    expect(mapMarkers({ markers: [{ lat: 45.76, lng: 4.83, label: 'Lyon' }, { lat: 'x', lng: 1 }] }, undefined)).toEqual([{ lat: 45.76, lng: 4.83, label: 'Lyon' }]);
    const record = { addresses: [{ city: 'Nantes', location: { coordinates: [-1.55, 47.22] } }, { city: 'Nowhere' }] };
    expect(mapMarkers({}, record)).toEqual([{ lat: 47.22, lng: -1.55, label: 'Nantes' }]);
  });
});
