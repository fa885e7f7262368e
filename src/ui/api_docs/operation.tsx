/** One REST operation of the API reference: method, path, what it does, its input and answer. */
import { type JsonSchema, schemaNote, schemaText } from "./schema_text.ts";

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };

export type Operation = {
  operationId?: string;
  summary?: string;
  "x-trpc"?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
};

/** The anchor of an operation, so a reader can link to it. */
export function operationAnchor(method: string, path: string): string {
  return `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, "-").replace(/-+$/, "").toLowerCase();
}

function Parameters(props: { list: Parameter[] }) {
  return (
    <table className="api-params">
      <caption className="visually-hidden">Parameters</caption>
      <thead>
        <tr>
          <th scope="col">Parameter</th>
          <th scope="col">Type and rules</th>
        </tr>
      </thead>
      <tbody>
        {props.list.map((p) => (
          <tr key={`${p.in}-${p.name}`}>
            <td>
              <code>{p.name}</code>
              <span className="muted">{p.required ? p.in : `${p.in}, optional`}</span>
            </td>
            <td>
              <code className="api-type">{p.schema ? schemaText(p.schema) : "string"}</code>
              {p.schema && schemaNote(p.schema) && (
                <span className="muted api-note">{schemaNote(p.schema)}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OperationView(props: { method: string; path: string; operation: Operation }) {
  const { method, path, operation: op } = props;
  const body = op.requestBody ? Object.entries(op.requestBody.content)[0] : null;
  const success = Object.entries(op.responses ?? {}).find(([status]) => /^2/.test(status));
  return (
    <article className="api-op" id={operationAnchor(method, path)}>
      <h3 className="api-op-title">
        <span className={`api-method api-method-${method}`}>{method.toUpperCase()}</span>
        <code className="api-path">{path}</code>
        {op.security?.length ? <span className="api-auth">Signed in</span> : null}
      </h3>
      {op.summary && <p>{op.summary}</p>}
      {op.parameters?.length ? <Parameters list={op.parameters} /> : null}
      {body && (
        <div className="api-block">
          <h4>Body ({body[0]})</h4>
          <pre className="api-schema">{schemaText(body[1].schema)}</pre>
        </div>
      )}
      {success && (
        <p className="api-answer">
          <span className="api-status">{success[0]}</span> <code>{success[1].description}</code>
        </p>
      )}
      {op["x-trpc"] && (
        <p className="muted api-trpc">
          tRPC: <code>{op["x-trpc"]}</code>
        </p>
      )}
    </article>
  );
}
