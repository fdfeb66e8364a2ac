import { z } from "./zod";
import { emailField, requiredText } from "./fields";
import {
  CUSTOMER_TYPE_VALUES,
  MINIMUM_BUDGET,
  PROJECT_REQUEST_LIMITS,
} from "./project-requests-rules";

/** The text fields of the multipart request ; blank optional fields are omitted. */
export const projectRequestSchema = z.object({
  customer_type: z.enum(CUSTOMER_TYPE_VALUES, "Please choose a customer type"),
  project_title: requiredText("a project title", PROJECT_REQUEST_LIMITS.projectTitle),
  name: requiredText("your name", PROJECT_REQUEST_LIMITS.name),
  email: emailField,
  budget: z.coerce
    .number("Please enter the budget as a number")
    .int("Please enter the budget in whole rupees")
    .min(MINIMUM_BUDGET, `The minimum budget is ₹${MINIMUM_BUDGET}`)
    .max(PROJECT_REQUEST_LIMITS.maxBudget, "Please check the budget")
    .optional(),
  deadline: z.iso.date("Please enter the deadline as a date").optional(),
  details: requiredText("the project details", PROJECT_REQUEST_LIMITS.details),
});
export type ProjectRequest = z.infer<typeof projectRequestSchema>;

export const projectRequestResponseSchema = z.object({ message: z.string() });
