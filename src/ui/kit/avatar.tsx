/** A round profile picture, with the default avatar when the user has none (spec 000 §3). */

export const DEFAULT_AVATAR = "/static/avatar.svg";

export function Avatar(props: { src: string | null; name: string; size?: number }) {
  const size = props.size ?? 40;
  return (
    <img
      className="avatar"
      src={props.src || DEFAULT_AVATAR}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-name={props.name}
    />
  );
}
