import { useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { NameAndEmailFields } from "@/components/forms/name-and-email-fields";
import { preloadSubmitDialogs, SubmitFlowDialogs } from "@/components/forms/submit-flow-dialogs";
import { useSubmitFlow } from "@/components/forms/use-submit-flow";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { OptionsSelectAfterPaint } from "@/components/ui/select-after-paint";
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
  confirmTitle: "Confirm Submission",
  confirmText: "Are you sure you want to submit your project request?",
  confirm: "Confirm",
  successTitle: "Success",
  errorTitle: "Error",
} as const;

// Validation and sending bring the schema library along: fetched when the form is first used.
const validateProjectRequest = lazyZodResolver(() =>
  import("./form-schema").then((module) => module.projectRequestFormSchema),
);
const loadApi = () => import("./api");

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

export function ProjectRequestForm() {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, ProjectRequest>({
    resolver: validateProjectRequest,
    defaultValues: emptyForm,
  });

  const submitButton = useRef<HTMLButtonElement>(null);
  const flow = useSubmitFlow(
    async (values: ProjectRequest) => {
      const { submitProjectRequest } = await loadApi();
      await submitProjectRequest(values, files);
      reset(emptyForm);
      setFiles([]);
    },
    { opener: submitButton },
  );
  const submitting = flow.sending;
  const onSubmit = handleSubmit(flow.ask);
  const fieldId = (name: keyof FormInput) => `${id}-${name}`;

  return (
    <>
      <form
        onFocus={preloadSubmitDialogs}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-heading`}
        className="rounded-lg border border-border bg-surface p-6 shadow-card md:p-10"
      >
        <h2 id={`${id}-heading`} className="text-2xl font-bold md:text-3xl">
          Submit Your Project Details
        </h2>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          Our team will contact you within 24 hours. Every field is required unless it says
          optional.
        </p>

        <div className="mt-8 grid gap-5 sm:grid-cols-2">
          <FormField
            id={fieldId("customer_type")}
            label="Customer type"
            error={errors.customer_type?.message}
          >
            {(fieldControl) => (
              <Controller
                control={control}
                name="customer_type"
                render={({ field }) => (
                  <OptionsSelectAfterPaint
                    value={field.value}
                    onValueChange={field.onChange}
                    options={CUSTOMER_TYPES}
                    disabled={submitting}
                    trigger={{ ...fieldControl, ref: field.ref, onBlur: field.onBlur }}
                  />
                )}
              />
            )}
          </FormField>
          <FormField
            id={fieldId("project_title")}
            label="Project title"
            error={errors.project_title?.message}
          >
            {(control) => (
              <Input
                {...control}
                maxLength={PROJECT_REQUEST_LIMITS.projectTitle}
                aria-required
                {...register("project_title")}
              />
            )}
          </FormField>
          <NameAndEmailFields
            idPrefix={id}
            name={{ ...register("name"), error: errors.name?.message }}
            email={{ ...register("email"), error: errors.email?.message }}
            nameMaxLength={PROJECT_REQUEST_LIMITS.name}
          />
          <FormField
            id={fieldId("budget")}
            label="Budget (₹)"
            optional
            hint={`In Indian rupees, at least ₹${MINIMUM_BUDGET}.`}
            error={errors.budget?.message}
          >
            {(control) => (
              <div className="relative">
                <span
                  aria-hidden
                  className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-muted-foreground"
                >
                  ₹
                </span>
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={MINIMUM_BUDGET}
                  step={1}
                  placeholder={String(BUDGET_PLACEHOLDER)}
                  className="pl-9"
                  {...register("budget")}
                />
              </div>
            )}
          </FormField>
          <FormField
            id={fieldId("deadline")}
            label="Deadline"
            optional
            error={errors.deadline?.message}
          >
            {(control) => <Input {...control} type="date" {...register("deadline")} />}
          </FormField>
          <FormField
            id={fieldId("details")}
            label="Project details"
            hint="What should be built, for whom, and anything already decided."
            error={errors.details?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea
                {...control}
                rows={7}
                maxLength={PROJECT_REQUEST_LIMITS.details}
                aria-required
                {...register("details")}
              />
            )}
          </FormField>
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

      <SubmitFlowDialogs
        flow={flow}
        layout="modal"
        confirmation={{
          title: projectRequestMessages.confirmTitle,
          description: projectRequestMessages.confirmText,
          confirmLabel: projectRequestMessages.confirm,
          busyLabel: projectRequestMessages.submitting,
        }}
        success={{
          title: projectRequestMessages.successTitle,
          description: (
            <>
              <p className="font-medium text-foreground">{PROJECT_REQUEST_MESSAGES.submitted}</p>
              <p>Our team will contact you within 24 hours. A confirmation e-mail is on its way.</p>
            </>
          ),
        }}
        failure={{
          title: projectRequestMessages.errorTitle,
          description: <p>{PROJECT_REQUEST_MESSAGES.submitFailed}</p>,
        }}
      />
    </>
  );
}
