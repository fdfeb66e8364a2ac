import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { deferred } from "@/lib/deferred";

/**
 * A form resolver for a zod schema whose code (the schema library and the schema) is fetched
 * when the form is first validated, so the page showing the form does not wait for it. A failed
 * fetch is tried again on the next validation.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  const resolver = deferred(async () => {
    const [{ zodResolver }, schema] = await Promise.all([
      import("@hookform/resolvers/zod"),
      loadSchema(),
    ]);
    return zodResolver(schema);
  });
  return async (values, context, options) => (await resolver.load())(values, context, options);
}
