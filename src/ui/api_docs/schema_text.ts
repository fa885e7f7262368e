/**
 * A JSON Schema written the way a reader thinks of a payload: `{ title: string (1–150), tags?:
 * string[] }`, indented, with limits, defaults and allowed values beside each field.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
  contentMediaType?: string;
};

function range(lo: number | undefined, hi: number | undefined, unit = ""): string | null {
  if (lo === undefined && hi === undefined) return null;
  if (lo !== undefined && hi !== undefined) return `${lo}–${hi}${unit}`;
  return lo !== undefined ? `≥ ${lo}${unit}` : `≤ ${hi}${unit}`;
}

/** Limits, default and description of one field, or null when it has none. */
export function schemaNote(s: JsonSchema): string | null {
  const parts = [
    range(s.minimum, s.maximum),
    range(s.minLength, s.maxLength, " chars"),
    range(s.minItems, s.maxItems, " items"),
    s.default !== undefined ? `default ${JSON.stringify(s.default)}` : null,
    s.description ?? null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

function note(s: JsonSchema): string {
  const text = schemaNote(s);
  return text ? `  // ${text}` : "";
}

function typeText(s: JsonSchema, indent: string): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
  const variants = s.oneOf ?? s.anyOf;
  if (variants) return variants.map((v) => typeText(v, indent)).join(` |\n${indent}`);
  if (s.contentMediaType) return "file";
  if (s.type === "array") return `${s.items ? typeText(s.items, indent) : "unknown"}[]`;
  if (s.type === "object" || s.properties) {
    const entries = Object.entries(s.properties ?? {});
    if (entries.length === 0) return "{}";
    const inner = `${indent}  `;
    const lines = entries.map(([name, field]) => {
      const optional = s.required?.includes(name) ? "" : "?";
      return `${inner}${name}${optional}: ${typeText(field, inner)}${note(field)}`;
    });
    return `{\n${lines.join("\n")}\n${indent}}`;
  }
  if (Array.isArray(s.type)) return s.type.join(" | ");
  return s.type ?? "any";
}

/** The schema as indented text. */
export function schemaText(schema: JsonSchema): string {
  return typeText(schema, "");
}
