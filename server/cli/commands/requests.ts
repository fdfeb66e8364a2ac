import { constants } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import { extname, basename, join, resolve } from "node:path";
import {
  findProjectRequest,
  listProjectRequestFiles,
  listProjectRequests,
} from "../../modules/project-requests/repository";
import { sanitizeFileName } from "../../modules/project-requests/attachment-content";
import { storedAttachmentPath } from "../../modules/project-requests/uploads-dir";
import { requestRecord } from "../../modules/studio/inbox/item-records";
import { CommandError, parseId, UsageError, type CommandGroup } from "../command";
import { terminalSafe } from "../format";
import { showAction } from "../show-action";
import { exportAction, listAction } from "../table-actions";

/** Copies without overwriting: "brief.pdf" becomes "brief (2).pdf" when the name is taken. */
async function copyKeepingName(source: string, destDir: string, name: string): Promise<string> {
  const extension = extname(name);
  const stem = basename(name, extension);
  for (let attempt = 1; ; attempt += 1) {
    const candidate = attempt === 1 ? name : `${stem} (${attempt})${extension}`;
    try {
      await copyFile(source, join(destDir, candidate), constants.COPYFILE_EXCL);
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

export const requestsCommands: CommandGroup = {
  description: "project requests and their attachments",
  actions: {
    list: listAction({
      description: "list every request, newest last",
      rows: listProjectRequests,
      columns: [
        "id",
        "created_at",
        "customer_type",
        "name",
        "email",
        "project_title",
        "budget",
        "file_count",
      ],
    }),
    show: showAction({
      description: "show one request in full with its attachments",
      find: findProjectRequest,
      missing: (id) => `No project request #${id}`,
      fields: async (request, db) =>
        requestRecord(request, await listProjectRequestFiles(db, request.id)),
    }),
    export: exportAction({
      description: "every request as CSV on stdout",
      rows: listProjectRequests,
      columns: [
        "id",
        "created_at",
        "customer_type",
        "project_title",
        "name",
        "email",
        "budget",
        "deadline",
        "details",
        "file_count",
        "ip",
      ],
    }),
    files: {
      args: "ID DEST_DIR",
      description: "copy a request's attachments into DEST_DIR under their original names",
      run: async ({ db, config, out }, [id, destDir]) => {
        const requestId = parseId(id);
        if (!destDir) throw new UsageError("Expected a destination folder");
        if (!(await findProjectRequest(db, requestId))) {
          throw new CommandError(`No project request #${requestId}`);
        }
        const files = await listProjectRequestFiles(db, requestId);
        const target = resolve(destDir);
        await mkdir(target, { recursive: true });
        for (const file of files) {
          // Stored names are random and made by the server. Original names are sanitised on upload,
          // and again here for those kept before the rules last changed.
          const source = storedAttachmentPath(config.DATA_DIR, file.stored_name);
          const name = sanitizeFileName(basename(file.original_name));
          const written = await copyKeepingName(source, target, name);
          out(terminalSafe(join(target, written)));
        }
        out(`${files.length} attachment${files.length === 1 ? "" : "s"} copied to ${target}`);
      },
    },
  },
};
