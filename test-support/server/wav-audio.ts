import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { WavInfo } from "../../server/providers/speech/wav";

// Real audio for the speech stand-ins and the tests that talk to them.

/** Spoken words, made by espeak-ng: a 22,050 Hz mono 16-bit WAV. */
export async function spokenWav(text: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "spoken-"));
  try {
    const file = path.join(dir, "speech.wav");
    await promisify(execFile)("espeak-ng", ["-w", file, text]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A 16-bit mono PCM WAV of the given samples. */
export function pcmWav(samples: Int16Array, sampleRate: number): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Silence as a browser's recorder gives it: 16 kHz mono. */
export const silentWav = (ms: number) => pcmWav(new Int16Array((16_000 * ms) / 1000), 16_000);

/** Root-mean-square level of 16-bit PCM audio, from 0 (silence) to 1 (full scale). */
export function rmsLevel(wav: WavInfo): number {
  if (wav.audioFormat !== 1 || wav.bitsPerSample !== 16) return 0;
  const view = new DataView(wav.data.buffer, wav.data.byteOffset, wav.data.byteLength);
  const count = Math.floor(wav.data.length / 2);
  let sum = 0;
  for (let i = 0; i < count; i += 1) sum += view.getInt16(i * 2, true) ** 2;
  return count === 0 ? 0 : Math.sqrt(sum / count) / 32768;
}
