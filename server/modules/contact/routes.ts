import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { contactMessageSchema, contactResponseSchema } from "#contract/contact";
import { clientKey } from "../../client-address";
import type { Database } from "../../db/database";
import { documentedBody } from "../../plugins/api-docs";
import { httpError } from "../../plugins/errors";
import { acceptUrlEncodedForms, FORM_FIELD_LIMITS } from "../../plugins/forms";
import { submitContactMessage, type ContactConfig } from "./service";

export const CONTACT_RESPONSE_MESSAGE =
  "Message sent successfully. We'll get back to you soon; a confirmation e-mail is on its way.";
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: "1 minute" };

/** The submitted fields, whether they came as multipart (the site's form), urlencoded or JSON. */
async function readFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== "object" || Array.isArray(body)) {
      throw httpError(400, "Send the contact form fields as a form or a JSON object");
    }
    return body as Record<string, unknown>;
  }
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === "field") fields[part.fieldname] = part.value;
  }
  return fields;
}

export const contactRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  config: ContactConfig;
}> = async (app, { db, config }) => {
  // A contact message has no attachments: any file part breaks the files limit (413).
  await app.register(multipart, { limits: { ...FORM_FIELD_LIMITS, files: 0 } });
  acceptUrlEncodedForms(app);

  app.post(
    "/api/contact/",
    {
      schema: {
        tags: ["contact"],
        summary: "Send a contact message (multipart, urlencoded or JSON; only non-empty fields)",
        response: { 201: contactResponseSchema },
      },
      config: {
        rateLimit: CONTACT_RATE_LIMIT,
        swaggerTransform: documentedBody(contactMessageSchema, [
          "multipart/form-data",
          "application/x-www-form-urlencoded",
          "application/json",
        ]),
      },
    },
    async (request, reply) => {
      const input = contactMessageSchema.parse(await readFields(request));
      const { id, isSpam } = await submitContactMessage(db, config, input, clientKey(request));
      // A bot gets the same answer as a person, so it learns nothing from the honeypot.
      request.log.info({ contactMessageId: id, isSpam }, "Contact message stored");
      return reply.code(201).send({ message: CONTACT_RESPONSE_MESSAGE });
    },
  );
};
