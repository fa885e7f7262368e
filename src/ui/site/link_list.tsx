/** A list of links (the sitemap's groups, the hero's elsewhere links, a member's contacts): one
 * outside Campus opens in a new tab, and a link with an icon shows it before its label. */
import { Icon } from "../kit/icon.tsx";
import type { SiteLink } from "./site_links.ts";

export function SiteAnchor({ link }: { link: SiteLink }) {
  const label = link.icon
    ? (
      <>
        <Icon d={link.icon} size={16} /> {link.label}
      </>
    )
    : link.label;
  return link.external
    ? <a href={link.href} rel="noopener noreferrer" target="_blank">{label}</a>
    : <a href={link.href}>{label}</a>;
}

export function LinkList(props: { links: SiteLink[]; className?: string; label?: string }) {
  return (
    <ul className={props.className} aria-label={props.label}>
      {props.links.map((link) => (
        <li key={link.href}>
          <SiteAnchor link={link} />
        </li>
      ))}
    </ul>
  );
}
