/**
 * /api/docs: the API reference, rendered on the server from the generated OpenAPI document
 * (`/api/openapi.json`), grouped by area, with a table of contents. Loads nothing from elsewhere.
 */
import { definePage } from "../src/ssr/page.ts";
import { PageHead } from "../src/ui/site/page_head.tsx";
import { apiDocument } from "../src/http/api_document.ts";
import { type Operation, operationAnchor, OperationView } from "../src/ui/api_docs/operation.tsx";

type Entry = { method: string; path: string; operation: Operation };

/** Operations grouped by their first tag, in the document's order. */
function groups(): [string, Entry[]][] {
  const byTag = new Map<string, Entry[]>();
  for (const [path, methods] of Object.entries(apiDocument().paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = (operation.tags as string[] | undefined)?.[0] ?? "other";
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method, path, operation: operation as Operation });
    }
  }
  return [...byTag.entries()];
}

export default definePage({
  title: "API reference",
  description: "Every REST call of Campus with its input and answer.",
  // Made from the OpenAPI document alone: the same for every signed-out visitor.
  sameWhenSignedOut: {},
  render: () => {
    const sections = groups();
    return (
      <div className="container page api-docs">
        <PageHead
          title="API reference"
          lead="Every REST call of Campus under /api. Answers are JSON objects that name what they hold; errors are { message } with the right status."
        >
          <p className="api-links">
            <a className="btn btn-small" href="/api/openapi.json">OpenAPI 3.1 document</a>
          </p>
        </PageHead>
        <div className="api-layout">
          <nav className="card api-toc" aria-label="API areas">
            <ul>
              {sections.map(([tag, entries]) => (
                <li key={tag}>
                  <a href={`#api-${tag}`}>{tag}</a> <span className="muted">{entries.length}</span>
                </li>
              ))}
            </ul>
          </nav>
          <div className="api-sections">
            {sections.map(([tag, entries]) => (
              <section key={tag} id={`api-${tag}`} className="card api-section">
                <h2>{tag}</h2>
                {entries.map((e) => (
                  <OperationView
                    key={operationAnchor(e.method, e.path)}
                    method={e.method}
                    path={e.path}
                    operation={e.operation}
                  />
                ))}
              </section>
            ))}
          </div>
        </div>
      </div>
    );
  },
});
