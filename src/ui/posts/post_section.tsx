/**
 * A roadmap post's section (spec 000 §3): its title, description and category badge, and the
 * resources as links that open in a new tab.
 */
import { Icon } from "../kit/icon.tsx";
import { iconExternal } from "../kit/icon_paths.ts";
import type { PostView } from "./types.ts";

function host(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}

export function PostSection(
  props: { section: NonNullable<PostView["section"]>; level: 2 | 3 | 4 },
) {
  const { section } = props;
  const Heading = `h${props.level}` as const;
  return (
    <section className="post-section" aria-label={`Roadmap: ${section.title}`}>
      <div className="post-section-head">
        <Heading className="post-section-title">{section.title}</Heading>
        <span className="badge post-category">{section.category}</span>
      </div>
      {section.description && <p className="post-section-text">{section.description}</p>}
      {section.resources.length > 0 && (
        <ol className="post-resources" aria-label="Resources">
          {section.resources.map((r, i) => (
            <li key={`${i}-${r.link}`} className="post-resource">
              <a href={r.link} target="_blank" rel="noopener noreferrer">
                <span>{r.title}</span>
                <Icon d={iconExternal} size={14} className="post-icon" />
                <span className="visually-hidden">(opens in a new tab)</span>
              </a>
              <span className="post-resource-host">{host(r.link)}</span>
              {r.description && <p>{r.description}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
