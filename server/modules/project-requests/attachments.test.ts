import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sanitizeFileName } from "./attachment-content";
import { recoverIncoming } from "./incoming-files";

describe("sanitizeFileName", () => {
  it.each([
    ["brief.pdf", "brief.pdf"],
    ["  Résumé final.docx ", "Résumé final.docx"],
    ['a<b>:c"d|e?f*.txt', "a_b__c_d_e_f_.txt"],
    ["tab\there.md", "tab_here.md"],
    [".hidden.txt", "hidden.txt"],
    ["...", "attachment"],
    ["invoice\u202Efdp.exe", "invoice_fdp.exe"],
    ["report\u2066x\u2069\u200B.pdf", "report_x__.pdf"],
    ["c1\u0085\u009bcode.txt", "c1__code.txt"],
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

describe("recoverIncoming", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Writes files into an owner's folder under `.incoming`, aged by `ageMs`. */
  async function leave(owner: string, names: string[], ageMs = 0): Promise<string> {
    dir ??= await mkdtemp(join(tmpdir(), "site-uploads-"));
    const folder = join(dir, ".incoming", owner);
    await mkdir(folder, { recursive: true });
    const then = new Date(Date.now() - ageMs);
    for (const name of names) {
      await writeFile(join(folder, name), name);
      await utimes(join(folder, name), then, then);
    }
    return folder;
  }
  const committed = (held: string[]) => async (names: string[]) =>
    new Set(names.filter((name) => held.includes(name)));

  it("moves committed files of a dead process into place and removes the rest, at once", async () => {
    // A child that has exited: its pid is certainly not running any more.
    const exited = spawnSync(process.execPath, ["-e", ""]).pid;
    const folder = await leave(`${hostname()}-${exited}`, ["a.part", "kept.pdf", "orphan.pdf"]);
    const uploads = dir!;

    expect(await recoverIncoming(uploads, committed(["kept.pdf"]))).toEqual({
      moved: 1,
      removed: 2,
    });
    expect(await readFile(join(uploads, "kept.pdf"), "utf8")).toBe("kept.pdf");
    expect(await readdir(uploads)).toEqual(expect.arrayContaining([".incoming", "kept.pdf"]));
    expect(await readdir(join(uploads, ".incoming"))).toEqual([]);
    await expect(readdir(folder)).rejects.toThrow(/ENOENT/);
  });

  it("settles this process's own folder: recovery runs before anything is uploaded", async () => {
    await leave(`${hostname()}-${process.pid}`, ["b.part"]);
    expect(await recoverIncoming(dir!, committed([]))).toEqual({ moved: 0, removed: 1 });
  });

  it("leaves recent files of a live process or another host alone, and settles old ones", async () => {
    const live = await leave(`${hostname()}-${process.ppid}`, ["live.part"]);
    await leave(`${hostname()}-${process.ppid}`, ["abandoned.part"], 2 * 60 * 60 * 1000);
    const other = await leave("other-host-12", ["theirs.part"]);
    await leave("other-host-12", ["late.pdf"], 2 * 60 * 60 * 1000);

    expect(await recoverIncoming(dir!, committed(["late.pdf"]))).toEqual({ moved: 1, removed: 1 });
    expect(await readdir(live)).toEqual(["live.part"]);
    expect(await readdir(other)).toEqual(["theirs.part"]);
    expect(await readdir(dir!)).toContain("late.pdf");
  });

  it("does nothing when no upload ever started", async () => {
    expect(await recoverIncoming(join(tmpdir(), "site-no-such-dir"), committed([]))).toEqual({
      moved: 0,
      removed: 0,
    });
  });
});
