import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { projectRequestResponseSchema, projectRequestSchema } from "#contract/project-requests";
import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_REFUSALS,
  PROJECT_REQUEST_MESSAGES,
} from "#contract/project-requests-rules";
import { clientKey } from "../../client-address";
import type { Config } from "../../config";
import { databaseEngine } from "../../db/connect";
import type { Database } from "../../db/database";
import { documentedBody } from "../../http/documented-routes";
import { Refusal } from "../../refusal";
import { discardUnreadBody, FORM_FIELD_LIMITS, readMultipartFields } from "../../http/forms";
import { UploadBatch } from "./attachments";
import { recoverIncoming } from "./incoming-files";
import { uploadsDir } from "./uploads-dir";
import { committedFileNames } from "./repository";
import { admitAttachments, submitProjectRequest, type ProjectRequestConfig } from "./service";

const PROJECT_REQUEST_RATE_LIMIT = { max: 3, timeWindow: "1 minute" };

const documentedMultipartBody = projectRequestSchema.extend({
  files: z
    .array(z.string().meta({ format: "binary" }))
    .max(ATTACHMENT_LIMITS.maxFiles)
    .optional()
    .describe(
      "Attachments, the field repeated per file: at most 5 files, 10 MB each, 25 MB together; documents, images and archives, recognised by their content",
    ),
});

export const projectRequestRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  config: ProjectRequestConfig & Pick<Config, "DATABASE_URL">;
}> = async (app, { db, config }) => {
  const uploadsFolder = uploadsDir(config.DATA_DIR);
  const engine = databaseEngine(config);
  // Before the server listens (and after start-up's migrations), so nothing of this process is
  // in flight in its own folder yet.
  app.addHook("onReady", async () => {
    const recovery = await recoverIncoming(uploadsFolder, (names) => committedFileNames(db, names));
    if (recovery.moved + recovery.removed > 0) {
      app.log.warn(recovery, "Settled the uploads a stopped server left behind");
    }
  });
  await app.register(multipart, {
    // Busboy keeps the name as sent, so a name with folders in it is refused, not silently cut.
    preservePath: true,
    limits: {
      ...FORM_FIELD_LIMITS,
      files: ATTACHMENT_LIMITS.maxFiles,
      fileSize: ATTACHMENT_LIMITS.maxFileBytes,
      parts: FORM_FIELD_LIMITS.fields + ATTACHMENT_LIMITS.maxFiles,
    },
  });

  app.post(
    "/api/project-requests/",
    {
      schema: {
        tags: ["project requests"],
        summary: "Request a project (multipart: the fields, and `files` repeated per attachment)",
        response: { 201: projectRequestResponseSchema },
      },
      config: {
        rateLimit: PROJECT_REQUEST_RATE_LIMIT,
        swaggerTransform: documentedBody(documentedMultipartBody, ["multipart/form-data"]),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new Refusal("unsupported-type", "Send the project request as multipart/form-data");
      }
      const client = clientKey(request);
      const uploads = new UploadBatch(uploadsFolder, () => admitAttachments(db, config, client));
      try {
        const fields = await readMultipartFields(request, {
          onFile: async (part) => {
            if (part.fieldname !== "files") {
              throw new Refusal("invalid", ATTACHMENT_REFUSALS.wrongField(part.fieldname));
            }
            await uploads.receive(part);
          },
          blankIsAbsent: true,
        });
        const input = projectRequestSchema.parse(fields);
        const id = await submitProjectRequest(db, engine, config, input, uploads, client);
        request.log.info({ projectRequestId: id, files: uploads.count }, "Project request stored");
        return reply.code(201).send({ message: PROJECT_REQUEST_MESSAGES.submitted });
      } finally {
        discardUnreadBody(request);
        await uploads.discard();
      }
    },
  );
};
