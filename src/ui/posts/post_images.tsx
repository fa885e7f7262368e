/**
 * An image post's pictures, each shown whole (never cropped) with its caption: one alone at full
 * width, several as tiles, a panorama across the whole row. Each opens the lightbox. Sizes are not
 * stored, so each picture's shape is read once it has loaded.
 */
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { ImageLightbox } from "./image_lightbox.tsx";
import type { PostView } from "./types.ts";

type PostImage = PostView["images"][number];

/** The image's alternative text: its description, else its caption, else the post's title. */
export function imageAlt(img: PostImage, title: string): string {
  return img.alt || img.caption || title;
}

/** Wider than this (width / height), a tile among several would be too thin to read. */
const PANORAMA_RATIO = 2;

type ItemProps = {
  img: PostImage;
  alt: string;
  /** Among several images (tiles), not alone. */
  tiled: boolean;
  onOpen(): void;
};

function PostImageItem(props: ItemProps) {
  const image = useRef<HTMLImageElement>(null);
  const [ratio, setRatio] = useState<number | null>(null);

  function measure(img: HTMLImageElement) {
    if (img.naturalWidth && img.naturalHeight) setRatio(img.naturalWidth / img.naturalHeight);
  }
  // A server-rendered image may have loaded before the page hydrated, without a load event here.
  useEffect(() => {
    if (image.current?.complete) measure(image.current);
  }, []);

  const full = !props.tiled || (ratio !== null && ratio >= PANORAMA_RATIO);
  return (
    <li className="post-image" data-layout={full ? "full" : "tile"}>
      <figure className="post-figure">
        <button
          type="button"
          className="post-image-open"
          aria-haspopup="dialog"
          data-loading={ratio === null || undefined}
          // Safari does not focus a clicked button: focus must return here when the lightbox closes.
          onClick={(e) => {
            e.currentTarget.focus();
            props.onOpen();
          }}
        >
          <img
            ref={image}
            src={props.img.url}
            alt={props.alt}
            loading="lazy"
            decoding="async"
            style={ratio ? { "--ratio": ratio } as CSSProperties : undefined}
            onLoad={(e) => measure(e.currentTarget)}
          />
        </button>
        {props.img.caption && <figcaption>{props.img.caption}</figcaption>}
      </figure>
    </li>
  );
}

export function PostImages(props: { images: PostView["images"]; title: string }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (props.images.length === 0) return null;
  const count = Math.min(props.images.length, 3);
  const items = props.images.map((img) => ({
    src: img.url,
    alt: imageAlt(img, props.title),
    caption: img.caption,
  }));
  return (
    <>
      <ul className="post-images" data-count={count} aria-label="Images">
        {props.images.map((img, i) => (
          <PostImageItem
            key={`${i}-${img.url}`}
            img={img}
            alt={items[i].alt}
            tiled={props.images.length > 1}
            onOpen={() => setOpenAt(i)}
          />
        ))}
      </ul>
      {openAt !== null && (
        <ImageLightbox
          items={items}
          start={openAt}
          label={props.title}
          onClose={() => setOpenAt(null)}
        />
      )}
    </>
  );
}
