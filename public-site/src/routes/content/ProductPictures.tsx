import { useState } from 'react';
import type { KaryaBisaProduct } from '@core/content/contract';
import { useT } from '../../i18n/locale';

export interface ProductPicturesProps {
  /** The product's name, for the thumbnails' labels. */
  name: string;
  images: KaryaBisaProduct['images'];
}

/**
 * A Karya BISA product's pictures with the first one active (SPEC 2); the thumbnails switch the active one. The
 * page's one interactive part, an island (islands/README.md): its props are the product's, from the page's loader.
 */
export function ProductPictures({ name, images }: ProductPicturesProps) {
  const t = useT();
  const [active, setActive] = useState(images[0]?.id);
  const shown = images.find((image) => image.id === active);
  return (
    <>
      {shown && <img src={shown.imageUrl} alt="" width={400} height={250} loading="lazy" decoding="async" />}
      <div className="thumbs">
        {images.map((image, index) => (
          <button
            key={image.id}
            type="button"
            className="thumb"
            aria-pressed={image.id === active}
            aria-label={t('content.karyaBisa.image', { name, n: index + 1 })}
            onClick={() => setActive(image.id)}
          >
            <img src={image.imageUrl} alt="" width={64} height={40} loading="lazy" decoding="async" />
          </button>
        ))}
      </div>
    </>
  );
}
