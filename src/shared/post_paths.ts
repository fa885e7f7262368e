/**
 * Where a post's own page lives: /blog/{id}, /roadmap/{id} or /image/{id} by its type. Server and
 * browser both use it, so it imports nothing.
 */

const SEGMENT = { text: "blog", section: "roadmap", image: "image" } as const;

/** A post type, as the page paths know it. */
export type PathPostType = keyof typeof SEGMENT;

/** The post's own page. */
export function postPath(post: { _id: string; type: PathPostType }): string {
  return `/${SEGMENT[post.type]}/${encodeURIComponent(post._id)}`;
}

/** The post type a path's first segment stands for, or null for an unknown one. */
export function typeOfKind(kind: string): PathPostType | null {
  const found = (Object.keys(SEGMENT) as PathPostType[]).find((t) => SEGMENT[t] === kind);
  return found ?? null;
}
