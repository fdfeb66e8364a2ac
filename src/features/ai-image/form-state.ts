import type { z } from "zod";
import type { ContractForm } from "@/components/forms/use-contract-form";
import type { generationFormSchema } from "./form-schema";

// What the prompt bar and the Advanced panel (a chunk of its own) both know of the form.

export type FormInput = z.input<typeof generationFormSchema>;
type FormOutput = z.output<typeof generationFormSchema>;
export type GenerationFormState = ContractForm<FormInput, FormOutput>;

/** The field a reused picture filled, shown lit for a moment so the visitor sees what changed. */
export type FilledField = "prompt" | "seed";

/** Lit while a reused picture's value has just been put in. */
export const filledClass = "ring-2 ring-accent ring-offset-2 ring-offset-surface transition-shadow";
