/**
 * /editor/{roomId} (spec 001 §2 "Editor room", §4): the header, sidebar, toolbar and editor of
 * a live code room. The server renders the frame disconnected; Connect loads Yjs and Monaco on
 * demand and joins the room, where files, chat, cursors and run output are shared.
 */
import { useCallback, useEffect, useState } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { type Language, LANGUAGES } from "../src/shared/languages.ts";
import { MAX_SENDER, MAX_VERSION, newRoomId, ROOM_ID_PATTERN } from "../src/shared/room_limits.ts";
import { useRoom } from "../src/client/collab/use_room.ts";
import { loadMonaco, type MonacoAssets } from "../src/client/collab/monaco_loader.ts";
import { typingText } from "../src/client/collab/presence.ts";
import {
  AI_MESSAGE,
  AI_TOAST_MS,
  DEFAULT_VERSION,
  FONT_SIZE_DEFAULT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  type OutputPlacement,
  type SidePanelKind,
  TOAST_MS,
} from "../src/ui/editor/constants.ts";
import { RoomHeader, type RoomStatus } from "../src/ui/editor/room_header.tsx";
import { Sidebar } from "../src/ui/editor/sidebar.tsx";
import { FileList } from "../src/ui/editor/file_list.tsx";
import { Toolbar } from "../src/ui/editor/toolbar.tsx";
import { FileTabs, TypingIndicator } from "../src/ui/editor/file_tabs.tsx";
import { OutputPanel } from "../src/ui/editor/output_panel.tsx";
import { RoomSidePanel } from "../src/ui/editor/side_panel.tsx";
import { CodeArea } from "../src/ui/editor/code_area.tsx";
import { SignInNotice } from "../src/ui/editor/signin_notice.tsx";
import { JoinDialog } from "../src/ui/editor/join_dialog.tsx";
import { Toast, type ToastMessage, toastOf } from "../src/ui/kit/toast.tsx";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconRun } from "../src/ui/kit/icon_paths.ts";
import { useRoomActions } from "../src/ui/editor/use_room_actions.ts";

export type EditorRoomProps = {
  roomId: string;
  user: SessionUser | null;
  sessionState: SessionState;
  /** Monaco's stylesheet and worker, from the build manifest. */
  monaco: MonacoAssets;
};

const defaultVersions = () =>
  Object.fromEntries(LANGUAGES.map((l) => [l, DEFAULT_VERSION])) as Record<Language, string>;

export default function EditorRoom(props: EditorRoomProps) {
  const sessionUser = useSession(props.user, props.sessionState).user;
  // Seed the shared session here too: until some island has, its snapshot is unsettled.
  useEffect(() => initSession(props.user, props.sessionState), []);
  const [name, setName] = useState(props.user?.name ?? "");
  const room = useRoom(props.roomId);
  const [panel, setPanel] = useState<SidePanelKind | null>(null);
  const [placement, setPlacement] = useState<OutputPlacement>("bottom");
  const [fontSize, setFontSize] = useState(FONT_SIZE_DEFAULT);
  const [versions, setVersions] = useState(defaultVersions);
  const [joinOpen, setJoinOpen] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [seenChat, setSeenChat] = useState(0);

  const open = room.conn.state === "open" ? room.conn : null;
  const snap = open?.snapshot ?? null;
  const status: RoomStatus = room.conn.state === "disconnected"
    ? "disconnected"
    : snap?.status ?? "connecting";
  const connected = status === "connected";
  const files = snap?.files ?? [];
  const activeFile = files.find((f) => f._id === snap?.activeId) ?? null;
  const language = activeFile?.language ?? "javascript";
  const participants = snap?.participants ?? [];
  const chat = snap?.chat ?? [];
  const roomIdValid = ROOM_ID_PATTERN.test(props.roomId);
  const canConnect = roomIdValid && name.trim() !== "";

  const clearToast = useCallback(() => setToast(null), []);
  const notify = useCallback((text: string, ms = TOAST_MS) => {
    setToast(toastOf(text, ms));
  }, []);
  const actions = useRoomActions({
    roomId: props.roomId,
    session: open?.session ?? null,
    files,
    activeFile,
    language,
    notify,
  });

  // A session the server could only call resumable settles here: fill the name if still empty.
  useEffect(() => {
    if (sessionUser) setName((n) => n.trim() ? n : sessionUser.name);
  }, [sessionUser]);

  useEffect(() => open?.session.setName(name.trim() || "Anonymous"), [name, open?.session]);

  // Someone who can connect probably will: fetch Monaco while they look at the page.
  useEffect(() => {
    if (!canConnect) return;
    const timer = setTimeout(() => void loadMonaco(props.monaco).catch(() => {}), 800);
    return () => clearTimeout(timer);
  }, [canConnect]);

  useEffect(() => {
    if (panel === "chat") setSeenChat(chat.length);
  }, [panel, chat.length]);

  function togglePanel(kind: SidePanelKind) {
    setPanel((p) => p === kind ? null : kind);
  }

  function choosePlacement(next: OutputPlacement) {
    setPlacement(next);
    if (next === "right") setPanel("output");
    else setPanel((p) => p === "output" ? null : p);
  }

  function execute() {
    if (!open || !connected || !activeFile) return;
    open.session.run(versions[language]);
    if (placement === "right") setPanel("output");
  }

  const running = snap?.running ?? false;
  const run = snap?.run ?? null;
  const output = <OutputPanel running={running} run={run} />;

  return (
    <div className="room">
      <RoomHeader
        roomId={props.roomId}
        name={name}
        onName={setName}
        nameMax={MAX_SENDER}
        status={status}
        canConnect={canConnect}
        onConnect={() => void room.connect(name.trim())}
        onLeave={room.leave}
        onCopyRoomId={actions.copyRoomId}
        onNewRoom={() => location.assign(`/editor/${newRoomId()}`)}
        onJoin={() => setJoinOpen(true)}
      />
      {!roomIdValid && (
        <p className="room-alert" role="alert">
          This room ID is not valid: use 1 to 64 letters, digits, - or _. Start a New Room instead.
        </p>
      )}
      {room.conn.state === "disconnected" && room.conn.closedReason && (
        <p className="room-alert" role="alert">{room.conn.closedReason}</p>
      )}
      <div className="room-body" data-panel={panel ? "open" : "closed"}>
        <Sidebar
          panel={panel}
          onPanel={togglePanel}
          participantCount={participants.length}
          unreadChat={panel !== "chat" && chat.length > seenChat}
          canCopy={activeFile !== null}
          onCopyCode={() => void actions.copyCode()}
          onAi={() => notify(AI_MESSAGE, AI_TOAST_MS)}
        >
          <FileList
            files={files}
            activeId={activeFile?._id ?? null}
            enabled={open !== null && (snap?.synced ?? false)}
            onSelect={actions.select}
            onNew={actions.newFile}
            onRename={actions.rename}
            onDelete={actions.remove}
          />
        </Sidebar>
        <section className="card room-main" aria-label="Code editor">
          <Toolbar
            fileReady={activeFile !== null}
            language={language}
            onLanguage={actions.setLanguage}
            version={versions[language]}
            onVersion={(v) => setVersions((all) => ({ ...all, [language]: v }))}
            versionMax={MAX_VERSION}
            placement={placement}
            onPlacement={choosePlacement}
            fontSize={fontSize}
            onFontSize={(s) => setFontSize(Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, s)))}
            onTemplate={actions.template}
            onSave={() => void actions.save()}
            saving={actions.saving}
          />
          {actions.signInNeeded && <SignInNotice onDismiss={actions.dismissSignIn} />}
          <div className="room-tabs-row">
            <FileTabs files={files} activeId={activeFile?._id ?? null} onSelect={actions.select} />
            <TypingIndicator
              text={typingText(participants.filter((p) => !p.isMe && p.typing).map((p) => p.name))}
            />
          </div>
          {placement === "top" && output}
          <div className="room-editor">
            <CodeArea
              conn={room.conn}
              activeFile={activeFile}
              fontSize={fontSize}
              monaco={props.monaco}
            />
          </div>
          <div className="room-run">
            <button
              type="button"
              className="btn btn-primary"
              disabled={!connected || !activeFile}
              onClick={execute}
            >
              <Icon d={iconRun} size={18} className="room-icon" /> Execute
            </button>
            {!connected && <span className="muted">Connect to run code.</span>}
          </div>
          {placement === "bottom" && output}
        </section>
        {panel && (
          <RoomSidePanel
            kind={panel}
            onClose={() => setPanel(null)}
            inRoom={open !== null}
            connected={connected}
            participants={participants}
            files={files}
            chat={chat}
            onSend={(text) => open?.session.sendChat(text)}
            running={running}
            run={run}
          />
        )}
      </div>
      <JoinDialog
        open={joinOpen}
        onClose={() => setJoinOpen(false)}
        onJoin={(id) => location.assign(`/editor/${encodeURIComponent(id)}`)}
      />
      <Toast toast={toast} onDone={clearToast} className="room-toast" />
    </div>
  );
}
