/** What a WAV file's header says about its audio. */
export interface WavInfo {
  /** 1 for integer PCM, 3 for float. */
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** The sample data, as far as the file holds it. */
  data: Uint8Array;
  durationMs: number;
}

const ascii = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);

/**
 * Reads a RIFF/WAVE file's `fmt ` and `data` chunks; null when the bytes are not one. A `data`
 * size larger than the file (written by a recorder that streamed it) is cut to what is there.
 */
export function readWav(bytes: Uint8Array): WavInfo | null {
  if (bytes.length < 12 || ascii(bytes, 0) !== "RIFF" || ascii(bytes, 8) !== "WAVE") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: Omit<WavInfo, "data" | "durationMs"> | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = ascii(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt " && size >= 16 && body + 16 <= bytes.length) {
      format = {
        audioFormat: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    }
    if (id === "data") {
      if (!format || format.channels === 0 || format.sampleRate === 0) return null;
      const data = bytes.subarray(body, Math.min(body + size, bytes.length));
      const frameBytes = format.channels * Math.ceil(format.bitsPerSample / 8);
      if (frameBytes === 0) return null;
      const durationMs = (data.length / frameBytes / format.sampleRate) * 1000;
      return { ...format, data, durationMs };
    }
    // Chunks are padded to an even length.
    at = body + size + (size % 2);
  }
  return null;
}
