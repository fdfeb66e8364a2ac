import { readdir, readFile, stat, statfs } from "node:fs/promises";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "#content/site";
import { ATTACHMENT_LIMITS } from "#contract/project-requests-rules";
import { buildTestApp, type TestApp } from "../../../test-support/server/app";
import { ENGINES, engineEnv, nextClientAddress } from "../../../test-support/server/engines";
import { API_KEY, multipartForm, TINY_PDF as PDF } from "../../../test-support/server/api";
import { testAppOnEngine } from "../../../test-support/server/engine-app";
import { countRows, expireMailThrottle } from "../../../test-support/server/rows";

const INBOX = "team@example.com";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082",
  "hex",
);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]);
const HTML = "<!doctype html><script>fetch('/steal?c='+document.cookie)</script>";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';

/** A real ZIP archive holding one stored (uncompressed) file. */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}
const ZIP = zipOf("notes.txt", "Plans");

const fields = {
  customer_type: "startup",
  project_title: "Shop <for> plants",
  name: "Ada Lovelace",
  email: "Ada@Example.com",
  budget: "900",
  deadline: "2027-03-01",
  details: "We need a shop & an app.",
};

type Attachment = [name: string, content: Buffer | string];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const files: string[] = [];
  for (const entry of entries) {
    if ((await stat(join(dir, entry))).isFile()) files.push(entry);
  }
  return files;
}

describe.each(ENGINES)("project requests on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip, { STUDIO_INBOX: INBOX });
  let uploadsDir: string;

  beforeAll(async () => {
    if (skip) return;
    uploadsDir = join(testApp.config.DATA_DIR, "uploads");
  });

  const submit = (body: FormData, remoteAddress = nextClientAddress()) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/project-requests/",
      payload: body,
      headers: { "x-api-key": API_KEY },
      remoteAddress,
    });
  const counts = async () => {
    const { db } = testApp.database;
    const count = (table: "project_requests" | "project_request_files" | "mail_outbox") =>
      countRows(db, table);
    return {
      requests: await count("project_requests"),
      files: await count("project_request_files"),
      mails: await count("mail_outbox"),
      onDisk: (await filesUnder(uploadsDir)).length,
    };
  };

  describe.skipIf(skip)("", () => {
    let before: Awaited<ReturnType<typeof counts>>;
    beforeEach(async () => {
      before = await counts();
    });

    it("stores the request, its attachments and both mails together", async () => {
      const notes = "Pages:\n- home\n- shop\n";
      const response = await submit(
        multipartForm(fields, [
          ["brief.pdf", PDF],
          ["logo.png", PNG],
          ["notes <b>.md", notes],
          ["plans.zip", ZIP],
        ]),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: "Project request submitted successfully!" });

      const { db } = testApp.database;
      const request = await db
        .selectFrom("project_requests")
        .selectAll()
        .where("email", "=", "ada@example.com")
        .executeTakeFirstOrThrow();
      expect(request).toMatchObject({
        customer_type: "startup",
        project_title: "Shop <for> plants",
        budget: 900,
        deadline: "2027-03-01",
      });
      const files = await db
        .selectFrom("project_request_files")
        .selectAll()
        .where("request_id", "=", request.id)
        .orderBy("id")
        .execute();
      expect(files.map((file) => [file.original_name, file.mime_type, file.size_bytes])).toEqual([
        ["brief.pdf", "application/pdf", PDF.length],
        ["logo.png", "image/png", PNG.length],
        ["notes _b_.md", "text/plain", notes.length],
        ["plans.zip", "application/zip", ZIP.length],
      ]);
      for (const file of files) {
        expect(file.stored_name).toMatch(/^[0-9a-f-]{36}\.(pdf|png|md|zip)$/);
      }
      expect(await readFile(join(uploadsDir, files[0]?.stored_name ?? ""))).toEqual(PDF);
      // Attachments are never served: only the admin CLI copies them out.
      for (const url of [
        `/uploads/${files[0]?.stored_name}`,
        `/data/uploads/${files[0]?.stored_name}`,
      ]) {
        const served = await testApp.app.inject({ url, headers: { "x-api-key": API_KEY } });
        expect(served.body).not.toContain("%PDF");
      }
      // Nothing is left behind in the temporary folder.
      expect((await filesUnder(uploadsDir)).sort()).toEqual(
        files.map((file) => file.stored_name).sort(),
      );

      const mails = await db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("kind", "like", "project-request-%")
        .orderBy("id")
        .execute();
      expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
        ["project-request-notification", INBOX],
        ["project-request-confirmation", "ada@example.com"],
      ]);
      const [notification, confirmation] = mails;
      expect(notification?.subject).toBe(
        `Project request #${request.id}: Shop <for> plants (startup)`,
      );
      expect(notification?.text_body).toContain("- brief.pdf (");
      expect(notification?.text_body).toContain("- notes _b_.md (");
      expect(notification?.html_body).toContain("Shop &lt;for&gt; plants");
      expect(notification?.html_body).not.toContain("<for>");
      expect(confirmation?.text_body).toContain("within 24 hours");
    });

    it("confirms to the visitor without their title, details, file names or links", async () => {
      const phishing = {
        ...fields,
        name: "Visit evil.example",
        email: "victim@example.org",
        project_title: "Your invoice is overdue",
        details: "Pay now at https://pay.evil.example/invoice or lose your account.",
      };
      const response = await submit(multipartForm(phishing, [["evil.example.pdf", PDF]]));
      expect(response.statusCode).toBe(201);
      const mailOf = (kind: string) =>
        testApp.database.db
          .selectFrom("mail_outbox")
          .selectAll()
          .where("kind", "=", kind)
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow();
      const confirmation = await mailOf("project-request-confirmation");
      expect(confirmation.to_address).toBe("victim@example.org");
      for (const part of [confirmation.subject, confirmation.text_body, confirmation.html_body]) {
        expect(part).not.toContain("invoice");
        expect(part).not.toContain("evil");
        // The studio's own address in the footer is the only link.
        for (const link of part.match(/https?:\/\/[^\s"'<>]+/g) ?? []) {
          expect(link).toBe(site.website);
        }
      }
      expect(confirmation.text_body).toMatch(/^Hello,\n/);
      expect(confirmation.text_body).toContain("We received 1 attached file.");

      // The studio still reads everything the visitor wrote.
      const notification = await mailOf("project-request-notification");
      for (const value of [phishing.name, phishing.project_title, phishing.details]) {
        expect(notification.text_body).toContain(value);
      }
      expect(notification.text_body).toContain("- evil.example.pdf (");
    });

    it("sends one confirmation per address and interval, and still stores and notifies every request", async () => {
      const email = "often@example.org";
      const mailsOf = (kind: string) =>
        testApp.database.db
          .selectFrom("mail_outbox")
          .select("text_body")
          .where("kind", "=", kind)
          .where("text_body", "like", `%${email}%`)
          .execute();
      const confirmations = () =>
        testApp.database.db
          .selectFrom("mail_outbox")
          .select("id")
          .where("kind", "=", "project-request-confirmation")
          .where("to_address", "=", email)
          .execute();
      // From five addresses, so the per-client rate limit is not what holds them back.
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await submit(
          multipartForm({ ...fields, email, project_title: `Attempt ${attempt}` }, [
            ["brief.pdf", PDF],
          ]),
        );
        expect(response.statusCode).toBe(201);
      }
      const stored = await testApp.database.db
        .selectFrom("project_requests")
        .select("id")
        .where("email", "=", email)
        .execute();
      expect(stored).toHaveLength(5);
      expect(await confirmations()).toHaveLength(1);
      const notified = await mailsOf("project-request-notification");
      expect(notified.map((mail) => mail.text_body.match(/Attempt \d/)?.[0])).toEqual([
        "Attempt 1",
        "Attempt 2",
        "Attempt 3",
        "Attempt 4",
        "Attempt 5",
      ]);

      // Once the interval has passed, the address gets a confirmation again.
      await expireMailThrottle(testApp.database.db, email);
      expect((await submit(multipartForm({ ...fields, email }))).statusCode).toBe(201);
      expect(await confirmations()).toHaveLength(2);
    });

    it("accepts a request without attachments or optional fields", async () => {
      const required = {
        customer_type: "individual",
        project_title: "A small site",
        name: "Grace",
        email: "plain@example.com",
        details: "Five pages.",
      };
      const response = await submit(multipartForm({ ...required, budget: "", deadline: "" }));
      expect(response.statusCode).toBe(201);
      const after = await counts();
      expect(after).toMatchObject({ requests: before.requests + 1, mails: before.mails + 2 });
    });

    const rejections: [string, Record<string, string>, Attachment[], number, RegExp][] = [
      ["an ELF executable renamed .pdf", fields, [["report.pdf", ELF]], 415, /not an accepted/],
      ["a Windows executable", fields, [["setup.exe", EXE]], 415, /not an accepted/],
      ["a Windows executable renamed .png", fields, [["logo.png", EXE]], 415, /logo\.png/],
      ["an ELF executable renamed .png", fields, [["logo.png", ELF]], 415, /not an accepted/],
      ["an HTML page with a script named .pdf", fields, [["brief.pdf", HTML]], 415, /brief\.pdf/],
      ["an HTML page with a script named .png", fields, [["logo.png", HTML]], 415, /logo\.png/],
      ["an SVG with a script named .png", fields, [["logo.png", SVG]], 415, /not an accepted/],
      ["an HTML page named .html", fields, [["page.html", HTML]], 415, /not an accepted/],
      ["a ZIP archive renamed .png", fields, [["photo.png", ZIP]], 415, /does not match/],
      ["a PNG named .html", fields, [["page.html", PNG]], 415, /does not match/],
      ["a PDF named .txt", fields, [["notes.txt", PDF]], 415, /does not match/],
      ["binary bytes named .txt", fields, [["a.txt", Buffer.from([0x61, 0, 0x62])]], 415, /./],
      ["invalid UTF-8 named .md", fields, [["a.md", Buffer.from([0xc3, 0x28])]], 415, /./],
      ["a script named .txt", fields, [["run.txt", "#!/bin/sh\nrm -rf /\n"]], 415, /./],
      ["text with an unknown extension", fields, [["a.sh", "echo hi\n"]], 415, /./],
      ["a name that climbs folders", fields, [["../../etc/passwd.txt", "x"]], 400, /folder/],
      ["a Windows path name", fields, [["..\\..\\evil.txt", "x"]], 400, /folder/],
      ["an empty file", fields, [["empty.pdf", ""]], 400, /is empty/],
      [
        "a valid file followed by a bad one",
        fields,
        [
          ["brief.pdf", PDF],
          ["evil.pdf", ELF],
        ],
        415,
        /evil\.pdf/,
      ],
      [
        "too many files",
        fields,
        Array.from({ length: ATTACHMENT_LIMITS.maxFiles + 1 }, (_, index): Attachment => [
          `brief-${index}.pdf`,
          PDF,
        ]),
        413,
        /Too many files/,
      ],
      [
        "a budget under the minimum",
        { ...fields, budget: "700" },
        [["brief.pdf", PDF]],
        400,
        /₹750/,
      ],
      ["an unknown customer type", { ...fields, customer_type: "alien" }, [], 400, /customer type/],
      ["missing details", { ...fields, details: " " }, [["brief.pdf", PDF]], 400, /details/],
      [
        "a NUL character (PostgreSQL cannot store it)",
        { ...fields, project_title: "Shop\u0000" },
        [["brief.pdf", PDF]],
        400,
        /NUL character from a project title/,
      ],
    ];

    it.each(rejections)(
      "refuses %s and stores nothing",
      async (_case, values, attachments, status, detail) => {
        const response = await submit(multipartForm(values, attachments));
        expect(response.statusCode).toBe(status);
        expect(response.json().detail).toMatch(detail);
        expect(await counts()).toEqual(before);
      },
    );

    it("refuses a file over the size limit with 413 and leaves no partial file", async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_LIMITS.maxFileBytes)]);
      const response = await submit(multipartForm(fields, [["big.pdf", big]]));
      expect(response.statusCode).toBe(413);
      expect(response.json().detail).toBe('"big.pdf" is larger than 10.0 MB');
      expect(await counts()).toEqual(before);
    });

    it("refuses attachments over the total limit with 413", async () => {
      const nineMegabytes = Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024)]);
      const response = await submit(
        multipartForm(fields, [
          ["a.pdf", nineMegabytes],
          ["b.pdf", nineMegabytes],
          ["c.pdf", nineMegabytes],
        ]),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json().detail).toMatch(/25\.0 MB together; "c\.pdf"/);
      expect(await counts()).toEqual(before);
    });

    it("answers 415 to a JSON body and 401 without the key", async () => {
      const json = await testApp.app.inject({
        method: "POST",
        url: "/api/project-requests/",
        payload: fields,
        headers: { "x-api-key": API_KEY },
        remoteAddress: nextClientAddress(),
      });
      expect(json.statusCode).toBe(415);
      const keyless = await testApp.app.inject({
        method: "POST",
        url: "/api/project-requests/",
        payload: multipartForm(fields),
      });
      expect(keyless.statusCode).toBe(401);
      expect(await counts()).toEqual(before);
    });

    it("limits requests per client address with a readable 429", async () => {
      const remoteAddress = nextClientAddress();
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const response = await submit(multipartForm(fields), remoteAddress);
        expect(response.statusCode).toBe(201);
      }
      const limited = await submit(multipartForm(fields, [["brief.pdf", PDF]]), remoteAddress);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().detail).toMatch(/^Rate limit exceeded, retry in /);
      expect((await counts()).onDisk).toBe(before.onDisk);
    });
  });
});

/** A PDF of exactly `bytes` bytes. */
const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length)]);

const QUOTA = { perIp: 1000, site: 4000 };
/** Exempt from per-IP limits, as monitors and load tests are. */
const EXEMPT_ADDRESS = "10.254.0.1";

describe.each(ENGINES)("attachment quotas and free disk space on $engine", ({ engine, skip }) => {
  let testApp: TestApp;
  /** The same database, on a disk with less free space than its floor. */
  let fullDiskApp: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    if (skip) return;
    const setup = await engineEnv(engine);
    drop = setup.drop;
    testApp = await buildTestApp({
      env: {
        ...setup.env,
        ATTACHMENT_PER_IP_DAILY_BYTES: String(QUOTA.perIp),
        ATTACHMENT_DAILY_BYTES: String(QUOTA.site),
        RATE_LIMIT_ALLOW_LIST: EXEMPT_ADDRESS,
      },
    });
    const disk = await statfs(testApp.config.DATA_DIR);
    fullDiskApp = await buildTestApp({
      env: {
        ...setup.env,
        ATTACHMENT_MIN_FREE_DISK_BYTES: String(disk.bavail * disk.bsize + 1024 ** 3),
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await fullDiskApp?.close();
    await drop?.();
  });

  const submit = (attachments: Attachment[], remoteAddress = nextClientAddress(), app = testApp) =>
    app.app.inject({
      method: "POST",
      url: "/api/project-requests/",
      payload: multipartForm(fields, attachments),
      headers: { "x-api-key": API_KEY },
      remoteAddress,
    });
  /** What is stored, in rows and on disk, `.incoming` included. */
  const stored = async (app = testApp) => {
    const { db } = app.database;
    const totals = await db
      .selectFrom("project_request_files")
      .select((select) => [
        select.fn.countAll<number | string>().as("files"),
        select.fn.sum<number | string | null>("size_bytes").as("bytes"),
      ])
      .executeTakeFirstOrThrow();
    const requests = await db
      .selectFrom("project_requests")
      .select((select) => select.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    return {
      requests: Number(requests.count),
      files: Number(totals.files),
      bytes: Number(totals.bytes ?? 0),
      onDisk: (await filesUnder(join(app.config.DATA_DIR, "uploads"))).length,
    };
  };

  describe.skipIf(skip)("", () => {
    it("refuses files past an address's daily bytes with 429, keeping nothing of them", async () => {
      const address = nextClientAddress();
      expect((await submit([["a.pdf", pdfOf(600)]], address)).statusCode).toBe(201);
      const before = await stored();
      const over = await submit([["b.pdf", pdfOf(600)]], address);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({
        detail:
          "Attachments from one address may add up to 1000 B a day; please send this request without files, or try again tomorrow",
      });
      expect(await stored()).toEqual(before);
      // What is left of the day's bytes still fits, to the byte.
      expect((await submit([["c.pdf", pdfOf(400)]], address)).statusCode).toBe(201);
    });

    it("refuses a spent address before writing its file, and still takes a request without files", async () => {
      const address = nextClientAddress();
      expect((await submit([["a.pdf", pdfOf(QUOTA.perIp)]], address)).statusCode).toBe(201);
      const before = await stored();
      // Over the size limit too: refused by the quota first, so nothing of it was read.
      const big = pdfOf(ATTACHMENT_LIMITS.maxFileBytes + 1);
      const refused = await submit([["big.pdf", big]], address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^Attachments from one address/);
      expect(await stored()).toEqual(before);
      expect((await submit([], address)).statusCode).toBe(201);
    });

    it("counts requests arriving together: only what fits is kept", async () => {
      const address = nextClientAddress();
      const before = await stored();
      const answers = await Promise.all([
        submit([["a.pdf", pdfOf(600)]], address),
        submit([["b.pdf", pdfOf(600)]], address),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
      const after = await stored();
      expect(after).toEqual({
        requests: before.requests + 1,
        files: before.files + 1,
        bytes: before.bytes + 600,
        onDisk: before.onDisk + 1,
      });
    });

    it("holds an exempt address to the site's quota only, and refuses past it with 429", async () => {
      expect((await submit([["a.pdf", pdfOf(600)]], EXEMPT_ADDRESS)).statusCode).toBe(201);
      expect((await submit([["b.pdf", pdfOf(600)]], EXEMPT_ADDRESS)).statusCode).toBe(201);

      // Fill the site's day from fresh addresses, then one file more.
      let { bytes } = await stored();
      while (bytes + 600 <= QUOTA.site) {
        expect((await submit([["a.pdf", pdfOf(600)]])).statusCode).toBe(201);
        bytes += 600;
      }
      const before = await stored();
      const refused = await submit([["a.pdf", pdfOf(600)]]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        detail:
          "The site has taken all the attachments it can for today; please send this request without files, or try again tomorrow",
      });
      expect(await stored()).toEqual(before);
    });

    it("answers 507 to files while the disk is below its free-space floor", async () => {
      const before = await stored(fullDiskApp);
      const refused = await submit([["brief.pdf", PDF]], nextClientAddress(), fullDiskApp);
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({
        detail:
          "The server is short of disk space and cannot take attachments right now; please try again later, or send the request without files",
      });
      expect(await stored(fullDiskApp)).toEqual(before);
      // A request without files stores no file, so it is still taken.
      expect((await submit([], nextClientAddress(), fullDiskApp)).statusCode).toBe(201);
    });
  });
});

describe("project requests when the database fails mid-way", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    // The outbox insert is the last step of the transaction: failing there must undo everything.
    await sql`create trigger refuse_mail before insert on mail_outbox begin select raise(abort, 'disk full'); end`.execute(
      testApp.database.db,
    );
  });
  afterAll(() => testApp?.close());

  it("removes the stored attachments and keeps no row", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/project-requests/",
      payload: multipartForm(fields, [["brief.pdf", PDF]]),
      headers: { "x-api-key": API_KEY },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: "Internal server error" });
    const rows = await testApp.database.db.selectFrom("project_requests").select("id").execute();
    expect(rows).toHaveLength(0);
    expect(await filesUnder(join(testApp.config.DATA_DIR, "uploads"))).toEqual([]);
  });
});
