import type { WebSocket } from "ws";

/**
 * Pings the socket every `intervalMs`. A socket that has not answered the previous ping by the
 * next beat is gone without having said so (a dropped network, a sleeping laptop) and is
 * terminated, which frees everything it held.
 */
export function keepAlive(socket: WebSocket, intervalMs: number): void {
  let answered = true;
  socket.on("pong", () => {
    answered = true;
  });
  const timer = setInterval(() => {
    if (!answered) {
      socket.terminate();
      return;
    }
    answered = false;
    socket.ping();
  }, intervalMs);
  socket.once("close", () => clearInterval(timer));
}
