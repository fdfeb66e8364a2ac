import { Send } from "lucide-react";
import { useId, useRef } from "react";
import type { z } from "zod";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { NameAndEmailFields } from "@/components/forms/name-and-email-fields";
import { preloadSubmitDialogs, SubmitFlowDialogs } from "@/components/forms/submit-flow-dialogs";
import { TextAreaField, TextField } from "@/components/forms/text-fields";
import {
  useContractForm,
  type ContractForm,
  type SendValues,
} from "@/components/forms/use-contract-form";
import { Button } from "@/components/ui/button";
import { HONEYPOT_FIELD } from "#contract/field-rules";
import type { contactMessageSchema } from "#contract/contact";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "#contract/contact-rules";

type FormInput = z.input<typeof contactMessageSchema>;
type FormOutput = z.output<typeof contactMessageSchema>;

/** The form's labels, word for word as visitors know them. */
const contactFormMessages = {
  submit: "Send Message",
  sending: "Sending...",
} as const;

const dialogTexts = {
  confirmation: {
    title: "Confirm Submission",
    description: "Are you sure you want to send this message?",
    confirmLabel: "Send",
    busyLabel: contactFormMessages.sending,
  },
  success: { title: CONTACT_MESSAGES.sentTitle, description: CONTACT_MESSAGES.sent },
  failure: { title: CONTACT_MESSAGES.failedTitle, description: CONTACT_MESSAGES.failed },
};

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
const contactSchema = lazyZodResolver(() =>
  import("#contract/contact").then((contract) => contract.contactMessageSchema),
);
const sendMessage: SendValues<FormInput, FormOutput> = async (values, form) => {
  const { sendContactMessage } = await import("./api");
  await sendContactMessage(values);
  form.reset();
};

function ContactFields({
  form: { field, register },
}: {
  form: ContractForm<FormInput, FormOutput>;
}) {
  return (
    <>
      <NameAndEmailFields
        name={field("name")}
        email={field("email")}
        nameMaxLength={CONTACT_LIMITS.name}
      />
      <TextField
        field={field("phone")}
        label="Phone"
        optional
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phone}
      />
      <TextField
        field={field("company")}
        label="Company"
        optional
        autoComplete="organization"
        maxLength={CONTACT_LIMITS.company}
      />
      <TextField
        field={field("subject")}
        label="Subject"
        className="sm:col-span-2"
        maxLength={CONTACT_LIMITS.subject}
        aria-required
      />
      <TextAreaField
        field={field("message")}
        label="Message"
        className="sm:col-span-2"
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        aria-required
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
    </>
  );
}

export function ContactForm({ className }: { className?: string }) {
  const headingId = useId();
  const submitButton = useRef<HTMLButtonElement>(null);
  const form = useContractForm(contactSchema, sendMessage, {
    defaultValues: emptyForm,
    confirm: true,
    focus: { opener: submitButton },
  });

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="rounded-lg border border-border bg-surface p-6 shadow-card md:p-10">
        <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
          Send Us a Message
        </h2>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted-foreground">
          Every field is required unless it says optional. We reply by e-mail, usually within one
          working day.
        </p>

        <form
          onFocus={preloadSubmitDialogs}
          noValidate
          onSubmit={form.submit}
          className="mt-8 grid gap-5 sm:grid-cols-2"
        >
          <ContactFields form={form} />
          <div className="sm:col-span-2">
            <Button
              ref={submitButton}
              type="submit"
              size="lg"
              disabled={form.sending}
              className="w-full sm:w-auto"
            >
              <Send aria-hidden className="size-4" />
              {form.sending ? contactFormMessages.sending : contactFormMessages.submit}
            </Button>
          </div>
        </form>
      </div>

      <SubmitFlowDialogs flow={form.flow} {...dialogTexts} />
    </section>
  );
}
