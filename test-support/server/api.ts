import type { App } from "../../server/app";
import { nextClientAddress } from "./engines";

/** The key the site's pages send in `X-API-Key`: the configured default, which test apps keep. */
export const API_KEY = "studio-site-public-key";

/** A tiny PDF that the upload checks accept, as a project request's attachment. */
export const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Fields and named files as a multipart body, as the site's forms send them. */
export function multipartForm(
  fields: Record<string, string>,
  files: [name: string, content: Buffer | string][] = [],
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, content] of files) {
    body.append(
      "files",
      new Blob([typeof content === "string" ? content : new Uint8Array(content)]),
      name,
    );
  }
  return body;
}

/** Posts a JSON or multipart body to the API as the site's pages do, each from a new address. */
export function postToApi(app: App, url: string, payload: FormData | Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    headers: { "x-api-key": API_KEY },
    remoteAddress: nextClientAddress(),
  });
}

/** A small, quick body for `POST /api/ai-image/generate`. */
export const IMAGE_REQUEST = {
  prompt: "a harbour at dawn",
  width: 256,
  height: 256,
  num_inference_steps: 10,
  guidance_scale: 7.5,
  model: "stabilityai/stable-diffusion-3.5-large",
};
