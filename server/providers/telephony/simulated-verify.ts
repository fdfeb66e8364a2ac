import { createHmac, timingSafeEqual } from "node:crypto";
import type { CodeCheck, PhoneVerifier } from "./phone-verifier";

/** A demo code is accepted in the ten minutes it was made in and the next ten, like Verify's. */
const CODE_WINDOW_MS = 10 * 60 * 1000;

/**
 * The labelled demo of Verify: no text is sent, the page shows the code. Each code is derived
 * from the number and the time window under the site's key, so every instance checks it the same.
 */
export function createSimulatedVerify(secret: string, now = Date.now): PhoneVerifier {
  const codeFor = (to: string, window: number) => {
    const digest = createHmac("sha256", secret).update(`demo-code:${to}:${window}`).digest();
    return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, "0");
  };
  const window = () => Math.floor(now() / CODE_WINDOW_MS);

  return {
    simulated: true,
    async sendCode(to) {
      return { demoCode: codeFor(to, window()) };
    },
    async checkCode(to, code): Promise<CodeCheck> {
      const current = window();
      const matches = [current, current - 1].some((candidate) => {
        const expected = Buffer.from(codeFor(to, candidate));
        const given = Buffer.from(code);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
      return matches ? "approved" : "wrong";
    },
  };
}
