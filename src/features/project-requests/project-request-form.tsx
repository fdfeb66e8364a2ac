import { useId, useRef, useState } from "react";
import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { NameAndEmailFields } from "@/components/forms/name-and-email-fields";
import { SelectField } from "@/components/forms/select-field";
import { preloadSubmitDialogs, SubmitFlowDialogs } from "@/components/forms/submit-flow-dialogs";
import { TextAreaField, TextField } from "@/components/forms/text-fields";
import {
  useContractForm,
  type ContractForm,
  type RegisteredField,
} from "@/components/forms/use-contract-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ProjectRequest } from "#contract/project-requests";
import {
  BUDGET_PLACEHOLDER,
  CUSTOMER_TYPES,
  MINIMUM_BUDGET,
  PROJECT_REQUEST_LIMITS,
  PROJECT_REQUEST_MESSAGES,
} from "#contract/project-requests-rules";
import { AttachmentPicker } from "./attachment-picker";

import type { projectRequestFormSchema } from "./form-schema";

/** The form's labels, word for word as visitors know them. */
const projectRequestMessages = {
  submit: "Submit Project Request",
  submitting: "Submitting...",
} as const;

const dialogTexts = {
  confirmation: {
    title: "Confirm Submission",
    description: "Are you sure you want to submit your project request?",
    confirmLabel: "Confirm",
    busyLabel: projectRequestMessages.submitting,
  },
  success: {
    title: "Success",
    description: (
      <>
        <p className="font-medium text-foreground">{PROJECT_REQUEST_MESSAGES.submitted}</p>
        <p>Our team will contact you within 24 hours. A confirmation e-mail is on its way.</p>
      </>
    ),
  },
  failure: { title: "Error", description: <p>{PROJECT_REQUEST_MESSAGES.submitFailed}</p> },
};

// Validation and sending bring the schema library along: fetched when the form is first used.
const projectRequestSchema = lazyZodResolver(() =>
  import("./form-schema").then((module) => module.projectRequestFormSchema),
);

type FormInput = z.input<typeof projectRequestFormSchema>;

const emptyForm: FormInput = {
  customer_type: "individual",
  project_title: "",
  name: "",
  email: "",
  budget: "",
  deadline: "",
  details: "",
};

/** Rupees, whole, with the sign before the figure. */
function BudgetField({ field: { id, error, ...registration } }: { field: RegisteredField }) {
  return (
    <FormField
      id={id}
      label="Budget (₹)"
      optional
      hint={`In Indian rupees, at least ₹${MINIMUM_BUDGET}.`}
      error={error}
    >
      {(aria) => (
        <div className="relative">
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-muted-foreground"
          >
            ₹
          </span>
          <Input
            {...aria}
            type="number"
            inputMode="numeric"
            min={MINIMUM_BUDGET}
            step={1}
            placeholder={String(BUDGET_PLACEHOLDER)}
            className="pl-9"
            {...registration}
          />
        </div>
      )}
    </FormField>
  );
}

function ProjectRequestFields({
  form,
  disabled,
}: {
  form: ContractForm<FormInput, ProjectRequest>;
  disabled: boolean;
}) {
  const { field } = form;
  return (
    <>
      <SelectField
        form={form}
        name="customer_type"
        label="Customer type"
        options={CUSTOMER_TYPES}
        disabled={disabled}
      />
      <TextField
        field={field("project_title")}
        label="Project title"
        maxLength={PROJECT_REQUEST_LIMITS.projectTitle}
        aria-required
      />
      <NameAndEmailFields
        name={field("name")}
        email={field("email")}
        nameMaxLength={PROJECT_REQUEST_LIMITS.name}
      />
      <BudgetField field={field("budget")} />
      <TextField field={field("deadline")} label="Deadline" optional type="date" />
      <TextAreaField
        field={field("details")}
        label="Project details"
        hint="What should be built, for whom, and anything already decided."
        className="sm:col-span-2"
        rows={7}
        maxLength={PROJECT_REQUEST_LIMITS.details}
        aria-required
      />
    </>
  );
}

export function ProjectRequestForm() {
  const headingId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const submitButton = useRef<HTMLButtonElement>(null);
  const form = useContractForm(
    projectRequestSchema,
    async (values, form) => {
      const { submitProjectRequest } = await import("./api");
      await submitProjectRequest(values, files);
      form.reset();
      setFiles([]);
    },
    { defaultValues: emptyForm, confirm: true, focus: { opener: submitButton } },
  );
  const submitting = form.sending;

  return (
    <>
      <form
        onFocus={preloadSubmitDialogs}
        noValidate
        onSubmit={form.submit}
        aria-labelledby={headingId}
        className="rounded-lg border border-border bg-surface p-6 shadow-card md:p-10"
      >
        <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
          Submit Your Project Details
        </h2>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          Our team will contact you within 24 hours. Every field is required unless it says
          optional.
        </p>

        <div className="mt-8 grid gap-5 sm:grid-cols-2">
          <ProjectRequestFields form={form} disabled={submitting} />
          <div className="sm:col-span-2">
            <AttachmentPicker files={files} onChange={setFiles} disabled={submitting} />
          </div>
        </div>

        <Button
          ref={submitButton}
          type="submit"
          size="lg"
          disabled={submitting}
          className="mt-8 w-full sm:w-auto"
        >
          {submitting ? projectRequestMessages.submitting : projectRequestMessages.submit}
        </Button>
      </form>

      <SubmitFlowDialogs flow={form.flow} {...dialogTexts} />
    </>
  );
}
