/**
 * Images shown one at a time over the page, each as large as fits the screen whole, with its
 * caption, "n of m", previous and next (buttons, arrow keys, swipes) and a link to the original.
 */
import { useState } from "react";
import { Icon } from "../kit/icon.tsx";
import { iconChevronLeft, iconChevronRight, iconExternal, iconX } from "../kit/icon_paths.ts";
import { Modal } from "../kit/modal.tsx";
import { type SwipeDirection, useSwipe } from "../kit/use_swipe.ts";

export type LightboxItem = { src: string; alt: string; caption: string };

export type ImageLightboxProps = {
  items: LightboxItem[];
  /** The index of the image shown first. */
  start: number;
  /** What the images belong to, e.g. the post's title; names the dialog. */
  label: string;
  onClose(): void;
};

/** The image scaled up or down to the largest size that fits the stage whole. Until its size is
 * known it is only kept within the stage. */
function StageImage(props: { item: LightboxItem }) {
  const [ratio, setRatio] = useState<number | null>(null);
  return (
    <img
      className="lightbox-image"
      src={props.item.src}
      alt={props.item.alt}
      decoding="async"
      draggable={false}
      style={ratio
        ? { aspectRatio: `${ratio}`, width: `min(100cqw, ${ratio} * 100cqh)`, height: "auto" }
        : undefined}
      onLoad={(e) => {
        const img = e.currentTarget;
        if (img.naturalWidth && img.naturalHeight) {
          setRatio(img.naturalWidth / img.naturalHeight);
        }
      }}
    />
  );
}

export function ImageLightbox(props: ImageLightboxProps) {
  const count = props.items.length;
  const [index, setIndex] = useState(props.start);
  // The post may lose images (an edit elsewhere) while this is open.
  const at = Math.min(index, count - 1);
  const item = props.items[at];
  const several = count > 1;

  // Past the last image comes the first again: a button never turns disabled under the focus.
  function step(by: number) {
    setIndex((i) => (Math.min(i, count - 1) + by + count) % count);
  }

  const swipe = useSwipe((direction: SwipeDirection) => {
    if (direction === "down") props.onClose();
    else if (several) step(direction === "left" ? 1 : -1);
  });

  if (!item) return null;
  return (
    <Modal
      className="lightbox"
      label={`Images of ${props.label}`}
      onClose={props.onClose}
      onKeyDown={(e) => {
        if (!several || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
        e.preventDefault();
        step(e.key === "ArrowRight" ? 1 : -1);
      }}
    >
      <div className="lightbox-bar">
        <p className="lightbox-count" aria-live="polite">
          {several ? `${at + 1} of ${count}` : ""}
        </p>
        <a
          className="lightbox-original"
          href={item.src}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon d={iconExternal} size={18} className="" />
          Open original
        </a>
        <button
          type="button"
          className="lightbox-button"
          aria-label="Close"
          title="Close"
          data-autofocus
          onClick={props.onClose}
        >
          <Icon d={iconX} className="" />
        </button>
      </div>
      <figure className="lightbox-figure" data-backdrop {...swipe}>
        <div className="lightbox-stage" data-backdrop>
          <StageImage key={`${at}-${item.src}`} item={item} />
        </div>
        {item.caption && <figcaption className="lightbox-caption">{item.caption}</figcaption>}
      </figure>
      {several && (
        <>
          <button
            type="button"
            className="lightbox-button lightbox-step lightbox-prev"
            aria-label="Previous image"
            title="Previous image"
            onClick={() => step(-1)}
          >
            <Icon d={iconChevronLeft} size={24} className="" />
          </button>
          <button
            type="button"
            className="lightbox-button lightbox-step lightbox-next"
            aria-label="Next image"
            title="Next image"
            onClick={() => step(1)}
          >
            <Icon d={iconChevronRight} size={24} className="" />
          </button>
        </>
      )}
    </Modal>
  );
}
