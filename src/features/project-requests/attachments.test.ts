import { describe, expect, it } from "vitest";
import { ATTACHMENT_LIMITS } from "#contract/project-requests-rules";
import {
  addAttachments,
  allowedTypesLabel,
  attachmentLimitsLabel,
  formatBytes,
} from "./attachments";

const MB = 1024 * 1024;

/** A File of the given size without allocating it: only `size` is read. */
function file(name: string, size = 1024, lastModified = 1): File {
  const made = new File(["x"], name, { lastModified });
  Object.defineProperty(made, "size", { value: size });
  return made;
}

describe("formatBytes", () => {
  it.each([
    [512, "512 B"],
    [1536, "1.5 KB"],
    [10 * MB, "10 MB"],
    [25 * MB, "25 MB"],
    [2.25 * MB, "2.3 MB"],
  ])("formats %d bytes as %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe("addAttachments", () => {
  it("states the limits and the allowed types", () => {
    expect(attachmentLimitsLabel).toBe("Up to 5 files, at most 10 MB each and 25 MB together.");
    expect(allowedTypesLabel).toContain("PDF");
    expect(allowedTypesLabel).toContain("PNG");
    expect(allowedTypesLabel).not.toContain("EXE");
  });

  it("accepts allowed documents, images and archives, whatever the case of the extension", () => {
    const incoming = [file("brief.PDF"), file("sketch.png"), file("assets.zip")];
    expect(addAttachments([], incoming)).toEqual({ files: incoming, problems: [] });
  });

  it("refuses types outside the allow-list and empty files", () => {
    const { files, problems } = addAttachments(
      [],
      [file("setup.exe"), file("noextension"), file("empty.txt", 0)],
    );
    expect(files).toEqual([]);
    expect(problems[0]).toMatch(/^"setup.exe" is not an allowed file type\. Allowed: PDF, /);
    expect(problems[1]).toMatch(/^"noextension" is not an allowed file type/);
    expect(problems[2]).toBe('"empty.txt" is empty.');
  });

  it("refuses a file over the per-file limit and keeps the others", () => {
    const small = file("notes.txt");
    const { files, problems } = addAttachments(
      [],
      [file("video.zip", ATTACHMENT_LIMITS.maxFileBytes + 1), small],
    );
    expect(files).toEqual([small]);
    expect(problems).toEqual(['"video.zip" is larger than 10 MB, the limit for one file.']);
  });

  it("stops at the file count, counting those already attached", () => {
    const attached = [1, 2, 3, 4].map((n) => file(`page-${n}.pdf`));
    const { files, problems } = addAttachments(attached, [file("five.pdf"), file("six.pdf")]);
    expect(files).toHaveLength(5);
    expect(problems).toEqual(['"six.pdf" was not added: at most 5 files can be attached.']);
  });

  it("stops at the total size", () => {
    const attached = [file("a.zip", 9 * MB), file("b.zip", 9 * MB)];
    const { files, problems } = addAttachments(attached, [
      file("c.zip", 8 * MB),
      file("d.txt", MB),
    ]);
    expect(files.map((f) => f.name)).toEqual(["a.zip", "b.zip", "d.txt"]);
    expect(problems).toEqual(['"c.zip" was not added: all files together may be at most 25 MB.']);
  });

  it("does not attach the same file twice", () => {
    const brief = file("brief.pdf");
    const { files, problems } = addAttachments([brief], [file("brief.pdf")]);
    expect(files).toEqual([brief]);
    expect(problems).toEqual(['"brief.pdf" is already attached.']);
  });
});
