import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { removeStaleIncoming, sanitizeFileName } from "./attachments";

describe("sanitizeFileName", () => {
  it.each([
    ["brief.pdf", "brief.pdf"],
    ["  Résumé final.docx ", "Résumé final.docx"],
    ['a<b>:c"d|e?f*.txt', "a_b__c_d_e_f_.txt"],
    ["tab\there.md", "tab_here.md"],
    [".hidden.txt", "hidden.txt"],
    ["...", "attachment"],
  ])("turns %j into %j", (raw, safe) => {
    expect(sanitizeFileName(raw)).toBe(safe);
  });

  it("keeps the extension when it shortens a long name", () => {
    const name = sanitizeFileName(`${"x".repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith(".pdf")).toBe(true);
  });

  it.each(["../etc/passwd", "..\\windows\\evil.txt", "/abs/path.pdf", "dir/file.pdf", ".."])(
    "refuses %j, which names a folder",
    (raw) => {
      expect(() => sanitizeFileName(raw)).toThrow(/must not name a folder/);
    },
  );
});

describe("removeStaleIncoming", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("removes temporary uploads older than an hour and keeps recent ones", async () => {
    dir = await mkdtemp(join(tmpdir(), "site-uploads-"));
    const incoming = join(dir, ".incoming");
    await mkdir(incoming);
    await writeFile(join(incoming, "old.part"), "x");
    await writeFile(join(incoming, "new.part"), "y");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(incoming, "old.part"), twoHoursAgo, twoHoursAgo);

    expect(await removeStaleIncoming(dir)).toBe(1);
    expect(await readdir(incoming)).toEqual(["new.part"]);
  });

  it("does nothing when no upload ever started", async () => {
    expect(await removeStaleIncoming(join(tmpdir(), "site-no-such-dir"))).toBe(0);
  });
});
