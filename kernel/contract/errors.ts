import { z } from "./zod";

/** The body of every non-2xx answer; validation failures also name the offending fields. */
export const errorBodySchema = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
