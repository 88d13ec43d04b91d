import useSWR from 'swr';
import { ElementView } from '../elements/ElementView.tsx';
import { useEngine } from '../context/EngineContext.ts';
import type { CardProps } from './CardProps.ts';

type Rec = Record<string, unknown>;

const IMAGE = /^image\//;

/**
 * Images: a carousel of the record's pictures: the images among its attached documents (each one
 * through a link for one opening, a single-use ticket: the page keeps the image it loaded, and new
 * links are asked each time the list is read again), and the `documents` entries of type IMAGE
 * with a url (asset photos).
 */
export function ImagesCard({ entityName, record, registration }: CardProps) {
  const { data, registry } = useEngine();
  const base = registration ? `${registry.get(entityName).apiPath}/${encodeURIComponent(registration)}/documents` : null;
  const { data: attached } = useSWR(base ? ['images', base] : null, async () => {
    const docs = await data.custom<Rec[]>({ method: 'GET', path: base as string });
    const images = docs.filter((d) => IMAGE.test(String(d.mimeType ?? '')));
    return Promise.all(images.map(async (d) => ({ src: (await data.custom<{ url: string }>({ method: 'GET', path: `${base}/${String(d._id)}/link` })).url, caption: String(d.name ?? '') })));
  });
  const own = (Array.isArray(record.documents) ? (record.documents as Rec[]) : [])
    .filter((d) => d.type === 'IMAGE' && typeof d.url === 'string')
    .map((d) => ({ src: String(d.url), caption: String(d.name ?? '') }));
  return <ElementView element={{ type: 'carousel', props: { images: [...own, ...(attached ?? [])] } }} entityName={entityName} record={record} />;
}
