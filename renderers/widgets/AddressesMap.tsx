import { useContext, useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { Alert, List, Modal, Tag } from 'antd';
import type { AddressValue } from '../../engine/validation/index.ts';
import { EngineContext } from '../context/EngineContext.ts';
import { useT } from '../context/useT.ts';
import { mapMarkers } from '../elements/mapMarkers.ts';

/** The tenant's map tile URL (GET /api/external/pivot/addresses/map): undefined while asked, null when none. */
function useTileUrl(): string | null | undefined {
  const env = useContext(EngineContext);
  const [url, setUrl] = useState<string | null | undefined>(env ? undefined : null);
  useEffect(() => {
    if (!env) return;
    let live = true;
    env.data.custom<{ tileUrl?: unknown }>({ method: 'GET', path: '/api/external/pivot/addresses/map' })
      .then((answer) => live && setUrl(typeof answer?.tileUrl === 'string' ? answer.tileUrl : null))
      .catch(() => live && setUrl(null));
    return () => { live = false; };
  }, [env]);
  return url;
}

/**
 * The map of a record's addresses (seed 001 §2 Addresses card): one marker per geolocated address
 * on the tenant's map tiles (address-config mapTileUrl). Without a tile source, or when its tiles
 * cannot be loaded, a plain list of the addresses and their coordinates says so instead.
 */
export function AddressesMap(props: { addresses: AddressValue[]; typeLabel: (type: unknown) => string; onClose: () => void }) {
  const t = useT();
  const tileUrl = useTileUrl();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const markers = mapMarkers({}, { addresses: props.addresses });
  const key = JSON.stringify(markers);
  const showMap = Boolean(tileUrl) && !failed;
  useEffect(() => {
    if (!showMap || !ref.current || !tileUrl || !markers.length) return;
    const map = L.map(ref.current, { center: [markers[0].lat, markers[0].lng], zoom: 13, scrollWheelZoom: false });
    L.tileLayer(tileUrl, { maxZoom: 19 }).on('tileerror', () => setFailed(true)).addTo(map);
    for (const m of markers) L.circleMarker([m.lat, m.lng], { radius: 8, color: '#1677ff', weight: 2 }).bindPopup(m.label).addTo(map);
    map.fitBounds(markers.map((m) => [m.lat, m.lng] as [number, number]), { padding: [24, 24], maxZoom: 15 });
    return () => map.remove();
    // rebuilt when the markers (`key`) or the tiles change
  }, [key, tileUrl, showMap]);
  const located = props.addresses.filter((a) => Array.isArray((a.location as { coordinates?: unknown } | null | undefined)?.coordinates));
  return (
    <Modal title={t('Addresses map')} open onCancel={props.onClose} footer={null} width={760} destroyOnHidden>
      {showMap ? (
        <div ref={ref} data-testid="addresses-map" data-markers={markers.length} style={{ height: 380, width: '100%' }} />
      ) : tileUrl === undefined ? null : (
        <>
          <Alert type="info" showIcon title={t('No map tiles are available: the addresses are listed with their coordinates.')} />
          <List
            data-testid="addresses-map-fallback"
            dataSource={located}
            renderItem={(a) => {
              const [lng, lat] = (a.location as { coordinates: number[] }).coordinates;
              return (
                <List.Item>
                  <Tag>{props.typeLabel(a.type)}</Tag> {String(a.addressLine ?? a.city ?? '')} ({lat}, {lng})
                </List.Item>
              );
            }}
          />
        </>
      )}
    </Modal>
  );
}
