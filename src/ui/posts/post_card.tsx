/**
 * A post as a card (spec 000 §2 "Post card", §4, §6): header, title, text with See More, tags,
 * the roadmap section or images, like / comment / share, the comment panel, and for the author
 * only Edit (inline form) and Delete (confirmation dialog; the card goes away after). The post is
 * the query cache's copy, so a change made anywhere on the page shows here too. The author is also
 * told of images without a description.
 */
import { type ReactNode, useId, useRef, useState } from "react";
import type { SessionUser } from "../../http/session.ts";
import { IconButton } from "../kit/buttons.tsx";
import { iconPen, iconTrash } from "../kit/icon_paths.ts";
import { AltNotice } from "./alt_notice.tsx";
import { CommentPanel } from "./comment_panel.tsx";
import { DeleteDialog } from "./delete_dialog.tsx";
import { PostActions } from "./post_actions.tsx";
import { PostTags, PostText, PostTitle } from "./post_body.tsx";
import { PostEditForm } from "./post_edit_form.tsx";
import { MuteMenu } from "./mute_menu.tsx";
import { PostHeader } from "./post_header.tsx";
import { PostImages } from "./post_images.tsx";
import { PostSection } from "./post_section.tsx";
import { ShareDialog } from "./share_dialog.tsx";
import type { PostView } from "./types.ts";
import { useShare } from "./use_post_mutations.ts";
import { ReportButton } from "../safety/report_button.tsx";

export type PostCardProps = {
  post: PostView;
  /** The signed-in student, or null for a visitor. */
  viewer: SessionUser | null;
  /** The single-post page: the title is the page heading, the text is whole, comments open. */
  standalone?: boolean;
  /** Heading level of the title in a list (2 by default). */
  level?: 2 | 3;
  /** Shown at the header's right for someone other than the author, e.g. a Follow button. */
  aside?: ReactNode;
  /** The words a search matched, marked in the title, text and tags. */
  highlight?: readonly string[];
  onDeleted?(post: PostView): void;
};

const typeLabel = { text: "Blog", section: "Roadmap", image: "Image" } as const;

export function PostCard(props: PostCardProps) {
  const { post, viewer } = props;
  const [editing, setEditing] = useState(false);
  /** The edit form was opened to describe the images. */
  const [describing, setDescribing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(!!props.standalone);
  const [deleted, setDeleted] = useState(false);
  const share = useShare(post);
  const editButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const level = props.standalone ? 1 : props.level ?? 2;
  const isAuthor = viewer !== null && viewer._id === post.author._id;

  function stopEditing() {
    setEditing(false);
    setDescribing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  if (deleted) return null;

  const authorActions = isAuthor && !editing && (
    <>
      <IconButton
        ref={editButton}
        icon={iconPen}
        label="Edit post"
        className="post-tool"
        iconClassName="post-icon"
        onClick={() => setEditing(true)}
      />
      <IconButton
        icon={iconTrash}
        label="Delete post"
        className="post-tool post-tool-danger"
        iconClassName="post-icon"
        onClick={() => setConfirming(true)}
      />
    </>
  );

  return (
    <article className="card post-card" aria-labelledby={`${ids}-title`} data-post={post._id}>
      <PostHeader
        post={post}
        actions={viewer || props.aside
          ? (
            <>
              {viewer && !editing && <MuteMenu postId={post._id} />}
              {isAuthor ? authorActions : props.aside}
              {viewer && !isAuthor && (
                <ReportButton
                  subject={{ targetType: "post", targetId: post._id }}
                  label="Report post"
                  look="icon"
                />
              )}
            </>
          )
          : undefined}
      />
      {editing
        ? (
          <PostEditForm
            post={post}
            describeImages={describing}
            onCancel={stopEditing}
            onSaved={stopEditing}
          />
        )
        : (
          <div className="post-main">
            <span className="post-type" data-type={post.type}>{typeLabel[post.type]}</span>
            <PostTitle
              post={post}
              id={`${ids}-title`}
              level={level}
              linked={!props.standalone}
              highlight={props.highlight}
            />
            <PostText
              key={post.content}
              content={post.content}
              full={props.standalone}
              mentions={post.mentions}
              highlight={props.highlight}
            />
            {post.section && <PostSection section={post.section} level={level + 1 as 2 | 3 | 4} />}
            <PostImages images={post.images} title={post.title} />
            {isAuthor && (
              <AltNotice
                images={post.images}
                onDescribe={() => {
                  setDescribing(true);
                  setEditing(true);
                }}
              />
            )}
            <PostTags tags={post.tags} highlight={props.highlight} />
          </div>
        )}
      <PostActions
        post={post}
        signedIn={viewer !== null}
        commentsOpen={commentsOpen}
        panelId={`${ids}-comments`}
        sharing={share.sharing}
        onToggleComments={() => setCommentsOpen(!commentsOpen)}
        onShare={() => void share.share()}
      />
      {commentsOpen && <CommentPanel id={`${ids}-comments`} post={post} viewer={viewer} />}
      {isAuthor && (
        <DeleteDialog
          post={post}
          open={confirming}
          onClose={() => setConfirming(false)}
          onDeleted={() => {
            setConfirming(false);
            setDeleted(true);
            props.onDeleted?.(post);
          }}
        />
      )}
      <ShareDialog url={share.url} onClose={share.closeDialog} />
    </article>
  );
}
