/**
 * The room's short notices ('Room ID copied', 'AI assistant coming soon!'): announced politely
 * and gone after the time each asks for (1200 ms, or 1500 ms for the AI one).
 */
import { useEffect } from "react";

export type RoomToastMessage = { text: string; ms: number; id: number };

export function RoomToast(props: { toast: RoomToastMessage | null; onDone(): void }) {
  const { toast, onDone } = props;
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDone, toast.ms);
    return () => clearTimeout(timer);
  }, [toast, onDone]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && <p key={toast.id} className="toast room-toast">{toast.text}</p>}
    </div>
  );
}
