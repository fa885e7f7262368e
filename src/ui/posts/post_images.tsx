/**
 * An image post's pictures in a responsive grid with their captions; each opens full size in a
 * new tab. The alt text is the caption, else the post's title.
 */
import type { PostView } from "./types.ts";

export function PostImages(props: { images: PostView["images"]; title: string }) {
  if (props.images.length === 0) return null;
  const count = Math.min(props.images.length, 3);
  return (
    <ul className="post-images" data-count={count} aria-label="Images">
      {props.images.map((img, i) => (
        <li key={`${i}-${img.url}`}>
          <figure className="post-figure">
            <a href={img.url} target="_blank" rel="noopener noreferrer">
              <img
                src={img.url}
                alt={img.caption || props.title}
                loading="lazy"
                decoding="async"
              />
            </a>
            {img.caption && <figcaption>{img.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
