/** The heading block at the top of a page: title, optional lead sentence and actions. */
import type { ReactNode } from "react";

export function PageHead(props: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-head">
      <h1>{props.title}</h1>
      {props.lead && <p>{props.lead}</p>}
      {props.children}
    </header>
  );
}
