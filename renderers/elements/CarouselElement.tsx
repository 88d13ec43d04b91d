import { Carousel, Empty } from 'antd';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useT } from '../context/useT.ts';
import { isSafeHref } from '../widgets/markdownNodes.tsx';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

/** Data images a slide may show: raster formats only (an SVG document is left out). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);/i;

/** carousel: a slideshow of `images: [{src, caption}]` (safe addresses and raster data images only). */
export function CarouselElement({ element }: ElementProps) {
  const t = useT();
  const images = readProp.list(element.props, 'images').filter((i) => {
    const src = readProp.text(i, 'src', readProp.text(i, 'url'));
    return isSafeHref(src) || DATA_IMAGE.test(src) || src.startsWith('blob:');
  });
  if (!images.length) return <Empty description={t('No image')} />;
  return (
    <Carousel arrows dots style={{ background: '#f5f5f5' }}>
      {images.map((img, i) => (
        <div key={i}>
          <figure style={{ margin: 0, textAlign: 'center' }}>
            <img src={readProp.text(img, 'src', readProp.text(img, 'url'))} alt={readProp.text(img, 'caption', fillText(t('Image {{n}}'), { n: i + 1 }))} style={{ maxHeight: 320, maxWidth: '100%', margin: '0 auto' }} />
            {img.caption ? <figcaption>{readProp.text(img, 'caption')}</figcaption> : null}
          </figure>
        </div>
      ))}
    </Carousel>
  );
}
