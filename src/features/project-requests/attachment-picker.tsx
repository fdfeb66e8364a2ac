import { FileText, Paperclip, X } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { flushSync } from "react-dom";
import { buttonVariants } from "@/components/ui/button-variants";
import { ATTACHMENT_ACCEPT, ATTACHMENT_LIMITS } from "#contract/project-requests-rules";
import {
  addAttachments,
  allowedTypesLabel,
  attachmentLimitsLabel,
  formatBytes,
} from "./attachments";

type AttachmentPickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
};

/** Chosen files with their sizes and a remove button each; the limits are checked on choosing. */
export function AttachmentPicker({ files, onChange, disabled }: AttachmentPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const total = files.reduce((sum, file) => sum + file.size, 0);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again after removing it fires a change.
    event.target.value = "";
    if (picked.length === 0) return;
    const result = addAttachments(files, picked);
    setProblems(result.problems);
    onChange(result.files);
  }

  function remove(index: number) {
    // Rendered at once, so the add button is enabled again before it takes the focus
    // from the removed row's button.
    flushSync(() => {
      setProblems([]);
      onChange(files.filter((_, position) => position !== index));
    });
    addRef.current?.focus();
  }

  return (
    <fieldset aria-describedby={`${id}-limits`} className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium">
        Attachments <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <div className="rounded border border-dashed border-input bg-surface-raised/50 p-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <button
            ref={addRef}
            type="button"
            className={buttonVariants({ variant: "secondary", size: "sm" })}
            disabled={disabled || files.length >= ATTACHMENT_LIMITS.maxFiles}
            onClick={() => inputRef.current?.click()}
          >
            <Paperclip aria-hidden className="size-4" />
            Add files
          </button>
          <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
            {files.length} of {ATTACHMENT_LIMITS.maxFiles} files · {formatBytes(total)} of{" "}
            {formatBytes(ATTACHMENT_LIMITS.maxTotalBytes)}
          </p>
        </div>
        {/* The visible button opens this picker; tests and assistive tools can still reach it. */}
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          onChange={onPick}
          disabled={disabled}
          tabIndex={-1}
          aria-label="Choose files to attach"
          className="sr-only"
        />
        <p id={`${id}-limits`} className="mt-3 text-xs leading-relaxed text-muted-foreground">
          {attachmentLimitsLabel} Allowed types: {allowedTypesLabel}.
        </p>

        {files.length > 0 && (
          <ul aria-label="Attached files" className="mt-4 space-y-2">
            {files.map((file, index) => (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className="flex items-center gap-3 rounded border border-border bg-surface px-3 py-2"
              >
                <FileText aria-hidden className="size-4 shrink-0 text-signal" />
                <span className="min-w-0 flex-1 truncate text-sm" title={file.name}>
                  {file.name}
                </span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {formatBytes(file.size)}
                </span>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  disabled={disabled}
                  aria-label={`Remove ${file.name}`}
                  className="grid size-8 shrink-0 place-items-center rounded-pill text-muted-foreground hover:bg-muted hover:text-foreground disabled:opacity-60"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div role="alert" className="empty:hidden">
        {problems.length > 0 && (
          <ul className="mt-2 space-y-1 text-sm text-danger">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
