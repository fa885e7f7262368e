/**
 * The shapes the home, guide and team pages repeat: an icon on a tinted tile, a card with an icon
 * and a title, a list with an icon before each line, and rows of links with a line of text each.
 */
import type { ReactNode } from "react";
import { Icon } from "../kit/icon.tsx";
import { iconArrowRight } from "../kit/icon_paths.ts";

/** An icon framed by the tinted square tile. */
export function IconTile({ icon }: { icon: string }) {
  return (
    <span className="home-icon-tile" aria-hidden="true">
      <Icon d={icon} />
    </span>
  );
}

export type IconCardProps = {
  /** Its icon (path data), title and, for an anchor, id. */
  card: { icon: string; title: string; id?: string };
  /** The card's look after `card`, e.g. `home-icon-card`. */
  className: string;
  /** Puts the tile in a head of this class: beside the title, or beside `aside` when given
   * (the title then comes below). */
  headClassName?: string;
  aside?: ReactNode;
  children?: ReactNode;
};

/** A card of a grid: the icon tile, the title as an h3, then the card's own content. */
export function IconCard(props: IconCardProps) {
  const tile = <IconTile icon={props.card.icon} />;
  const title = <h3>{props.card.title}</h3>;
  return (
    <li id={props.card.id} className={`card ${props.className}`}>
      {props.headClassName
        ? (
          <div className={props.headClassName}>
            {tile}
            {props.aside ?? title}
          </div>
        )
        : tile}
      {(!props.headClassName || props.aside) && title}
      {props.children}
    </li>
  );
}

/** Lines of text, each after the same icon (a check mark, a bulb). */
export function IconList(props: { items: string[]; icon: string; className?: string }) {
  return (
    <ul className={props.className}>
      {props.items.map((item) => (
        <li key={item}>
          <Icon d={props.icon} size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A way into the product: where it goes, what it is, a line about it and its icon. */
export type WayLink = { href: string; title: string; text: string; icon: string };

/** The class names of one list of ways in: the link, its text and its arrow. */
export type WayLook = { link: string; text: string; arrow: string };

/** Links as rows: icon tile, title over a line of text, and an arrow. */
export function WayLinks(props: { links: WayLink[]; look: WayLook }) {
  const { look } = props;
  return (
    <ul>
      {props.links.map((way) => (
        <li key={way.href}>
          <a href={way.href} className={look.link}>
            <IconTile icon={way.icon} />
            <span className={look.text}>
              <strong>{way.title}</strong>
              <span className="muted">{way.text}</span>
            </span>
            <Icon d={iconArrowRight} size={18} className={`icon ${look.arrow}`} />
          </a>
        </li>
      ))}
    </ul>
  );
}
