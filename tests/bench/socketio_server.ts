/**
 * The reference for the realtime benchmark: a Socket.IO server doing the chat's work — one room
 * per student, each message stored in Deno KV before it is sent to both students' rooms and
 * acknowledged to the sender (`message_sent`, as our server does).
 */
import { createServer } from "node:http";
import { Server } from "socket.io";

// The same kind of store as the app under test: a KV file (its path comes from the bench).
const kv = await Deno.openKv(Deno.env.get("BENCH_KV_PATH") ?? ":memory:");
const http = createServer();
const io = new Server(http, { transports: ["websocket"] });

io.on("connection", (socket) => {
  const userId = String(socket.handshake.auth.userId ?? "");
  if (!userId) return socket.disconnect(true);
  socket.join(userId);
  socket.on(
    "send_message",
    async (d: { chatId: string; to: string; content: string; clientId: string }) => {
      const message = {
        _id: crypto.randomUUID(),
        chatId: d.chatId,
        content: d.content,
        senderId: userId,
        clientId: d.clientId,
        createdAt: Date.now(),
      };
      await kv.atomic().set(["messages", d.chatId, message._id], message).set(["chats", d.chatId], {
        last: message._id,
      }).commit();
      io.to(d.to).to(userId).emit("new_message", { chatId: d.chatId, message });
      socket.emit("message_sent", { chatId: d.chatId, clientId: d.clientId, message });
    },
  );
});

http.listen(0, "127.0.0.1", () => {
  const { port } = http.address() as { port: number };
  console.log(`listening on http://127.0.0.1:${port}`);
});
