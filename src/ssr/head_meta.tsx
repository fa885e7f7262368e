/**
 * What search engines and link previews read in a page's head: the canonical link and the Open
 * Graph and Twitter card tags. Values go through JSX attributes, so React escapes them.
 */

/** A page's preview beyond its title and description. */
export type PagePreview = {
  /** The page's own path (default: the request path); null for a page not to be indexed. */
  path?: string | null;
  /** The preview image: a path on this site or an absolute URL. */
  image?: string;
  type?: "website" | "article";
};

export function HeadMeta(
  props: { origin: string; title: string; description: string; preview: PagePreview },
) {
  const { origin, description, preview } = props;
  // An article is named by its own title; other pages by the document title.
  const title = preview.type === "article" ? props.title : `${props.title} · Campus`;
  const url = preview.path == null ? null : new URL(preview.path, origin + "/").href;
  const image = preview.image ? new URL(preview.image, origin + "/").href : null;
  return (
    <>
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content="Campus" />
      <meta property="og:type" content={preview.type ?? "website"} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
    </>
  );
}
