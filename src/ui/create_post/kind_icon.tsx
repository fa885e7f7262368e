/** The line icon of each post kind: a pen for blogs, a route for roadmaps, a picture for images. */
import { Icon } from "../home/icon.tsx";
import type { PostKind } from "./constants.ts";

const paths: Record<PostKind, string> = {
  text: "M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z",
  section:
    "M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 15V9a4 4 0 0 1 4-4h6M18 9v6a4 4 0 0 1-4 4H8",
  image:
    "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM21 15l-5-5L5 21",
};

export function KindIcon(props: { type: PostKind; size?: number }) {
  return <Icon d={paths[props.type]} size={props.size ?? 18} />;
}
