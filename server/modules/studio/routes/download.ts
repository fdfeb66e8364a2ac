import type { FastifyReply } from "fastify";

/** Sends `body` as a file to save, never to show, and never kept by a cache: it holds people's data. */
export function sendDownload(reply: FastifyReply, type: string, name: string, body: string) {
  return reply
    .type(type)
    .header("content-disposition", `attachment; filename="${name}"`)
    .header("cache-control", "no-store")
    .send(body);
}

/** Today's date for a download's name, as `2026-11-27`. */
export const dateForFileName = (now = new Date()) => now.toISOString().slice(0, 10);
