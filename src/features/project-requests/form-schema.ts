import { projectRequestSchema } from "#contract/project-requests";
import { z } from "#contract/zod";

// Empty optional inputs arrive as "", which the shared schema would read as 0 or a bad date.
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);
export const projectRequestFormSchema = projectRequestSchema.extend({
  budget: z.preprocess(blankAsMissing, projectRequestSchema.shape.budget),
  deadline: z.preprocess(blankAsMissing, projectRequestSchema.shape.deadline),
});
