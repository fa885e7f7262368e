/**
 * A PDF, notes or video link inside a resource list. Links that are still placeholders ("#")
 * render as a dimmed, disabled link marked "soon" instead of a link that goes nowhere.
 */
import { Icon } from "../kit/icon.tsx";

export type ResourceLinkProps = { href: string; label: string; icon: string; context: string };

export function ResourceLink({ href, label, icon, context }: ResourceLinkProps) {
  if (href === "#" || href === "") {
    return (
      <a role="link" aria-disabled="true" className="res-link is-soon" title="Coming soon">
        <Icon d={icon} size={16} />
        {label}
        <span className="res-soon">
          soon<span className="visually-hidden">: {context}</span>
        </span>
      </a>
    );
  }
  return (
    <a className="res-link" href={href} target="_blank" rel="noopener noreferrer">
      <Icon d={icon} size={16} />
      {label}
      <span className="visually-hidden">: {context} (opens in a new tab)</span>
    </a>
  );
}
