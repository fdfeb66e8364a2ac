import { Send } from "lucide-react";
import { useId, useRef } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { NameAndEmailFields } from "@/components/forms/name-and-email-fields";
import { preloadSubmitDialogs, SubmitFlowDialogs } from "@/components/forms/submit-flow-dialogs";
import { useSubmitFlow } from "@/components/forms/use-submit-flow";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { HONEYPOT_FIELD } from "#contract/field-rules";
import type { contactMessageSchema } from "#contract/contact";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "#contract/contact-rules";

type FormInput = z.input<typeof contactMessageSchema>;
type FormOutput = z.output<typeof contactMessageSchema>;

/** The form's labels, word for word as visitors know them. */
const contactFormMessages = {
  submit: "Send Message",
  confirmTitle: "Confirm Submission",
  confirmText: "Are you sure you want to send this message?",
  send: "Send",
  sending: "Sending...",
} as const;

const emptyForm: FormInput = {
  name: "",
  email: "",
  subject: "",
  message: "",
  phone: "",
  company: "",
  [HONEYPOT_FIELD]: "",
};

// Validation and sending bring the schema library along: fetched when the form is first used.
const validateContactMessage = lazyZodResolver(() =>
  import("#contract/contact").then((contract) => contract.contactMessageSchema),
);
const loadApi = () => import("./api");

export function ContactForm({ className }: { className?: string }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: validateContactMessage,
    defaultValues: emptyForm,
  });

  const submitButton = useRef<HTMLButtonElement>(null);
  const flow = useSubmitFlow(
    async (values: FormOutput) => {
      const { sendContactMessage } = await loadApi();
      await sendContactMessage(values);
      reset(emptyForm);
    },
    { opener: submitButton },
  );
  const { sending } = flow;
  const onSubmit = handleSubmit(flow.ask);
  const fieldId = (name: keyof FormInput) => `${id}-${name}`;

  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <div className="rounded-lg border border-border bg-surface p-6 shadow-card md:p-10">
        <h2 id={`${id}-heading`} className="text-2xl font-bold md:text-3xl">
          Send Us a Message
        </h2>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted-foreground">
          Every field is required unless it says optional. We reply by e-mail, usually within one
          working day.
        </p>

        <form
          onFocus={preloadSubmitDialogs}
          noValidate
          onSubmit={onSubmit}
          className="mt-8 grid gap-5 sm:grid-cols-2"
        >
          <NameAndEmailFields
            idPrefix={id}
            name={{ ...register("name"), error: errors.name?.message }}
            email={{ ...register("email"), error: errors.email?.message }}
            nameMaxLength={CONTACT_LIMITS.name}
          />
          <FormField id={fieldId("phone")} label="Phone" optional error={errors.phone?.message}>
            {(control) => (
              <Input
                {...control}
                type="tel"
                autoComplete="tel"
                maxLength={CONTACT_LIMITS.phone}
                {...register("phone")}
              />
            )}
          </FormField>
          <FormField
            id={fieldId("company")}
            label="Company"
            optional
            error={errors.company?.message}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="organization"
                maxLength={CONTACT_LIMITS.company}
                {...register("company")}
              />
            )}
          </FormField>
          <FormField
            id={fieldId("subject")}
            label="Subject"
            error={errors.subject?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                maxLength={CONTACT_LIMITS.subject}
                aria-required
                {...register("subject")}
              />
            )}
          </FormField>
          <FormField
            id={fieldId("message")}
            label="Message"
            error={errors.message?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea
                {...control}
                rows={6}
                maxLength={CONTACT_LIMITS.message}
                aria-required
                {...register("message")}
              />
            )}
          </FormField>
          <HoneypotField {...register(HONEYPOT_FIELD)} />
          <div className="sm:col-span-2">
            <Button
              ref={submitButton}
              type="submit"
              size="lg"
              disabled={sending}
              className="w-full sm:w-auto"
            >
              <Send aria-hidden className="size-4" />
              {sending ? contactFormMessages.sending : contactFormMessages.submit}
            </Button>
          </div>
        </form>
      </div>

      <SubmitFlowDialogs
        flow={flow}
        confirmation={{
          title: contactFormMessages.confirmTitle,
          description: contactFormMessages.confirmText,
          confirmLabel: contactFormMessages.send,
          busyLabel: contactFormMessages.sending,
        }}
        success={{
          title: CONTACT_MESSAGES.sentTitle,
          description: CONTACT_MESSAGES.sent,
        }}
        failure={{
          title: CONTACT_MESSAGES.failedTitle,
          description: CONTACT_MESSAGES.failed,
        }}
      />
    </section>
  );
}
