import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { contactMessageSchema, contactResponseSchema } from "#contract/contact";
import { clientKey } from "../../client-address";
import type { Database } from "../../db/database";
import { documentedBody } from "../../http/documented-routes";
import { Refusal } from "../../refusal";
import {
  acceptUrlEncodedForms,
  FORM_FIELD_LIMITS,
  formBody,
  readMultipartFields,
} from "../../http/forms";
import { submitContactMessage, type ContactConfig } from "./service";

export const CONTACT_RESPONSE_MESSAGE =
  "Message sent successfully. We'll get back to you soon; a confirmation e-mail is on its way.";
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: "1 minute" };

/**
 * Hands the route's schema the submitted fields, whether they came as multipart (the site's form),
 * urlencoded or JSON.
 */
async function fieldsAsBody(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) {
    request.body = await readMultipartFields(request);
  } else if (
    request.body != null &&
    (typeof request.body !== "object" || Array.isArray(request.body))
  ) {
    throw new Refusal("invalid", "Send the contact form fields as a form or a JSON object");
  }
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
        body: formBody(contactMessageSchema),
        response: { 201: contactResponseSchema },
      },
      preValidation: fieldsAsBody,
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
      const { id, isSpam } = await submitContactMessage(
        db,
        config,
        request.body,
        clientKey(request),
      );
      // A bot gets the same answer as a person, so it learns nothing from the honeypot.
      request.log.info({ contactMessageId: id, isSpam }, "Contact message stored");
      return reply.code(201).send({ message: CONTACT_RESPONSE_MESSAGE });
    },
  );
};
