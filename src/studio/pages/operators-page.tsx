import { useState, type FormEvent } from "react";
import type { Operator } from "#contract/studio";
import { studioApi } from "../api";
import { ListBody, usePagedList } from "../paged-list";
import { useOperator } from "../session";
import { Button, ErrorNote, fieldClass, formatTime, PageTitle } from "../ui";

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [link, setLink] = useState<{ link: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setLink(await studioApi.invite({ name, email }));
      setName("");
      setEmail("");
      onInvited();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <section className="space-y-3 rounded-lg border border-border bg-surface p-5">
      <h2 className="font-display text-lg font-bold">Invite an operator</h2>
      <p className="text-sm text-muted-foreground">
        Inviting someone already listed gives them a link for a further passkey.
      </p>
      <form
        onSubmit={(event) => void submit(event)}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <label className="grid gap-1 text-sm">
          Name
          <input
            className={fieldClass}
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label className="grid gap-1 text-sm">
          E-mail
          <input
            className={fieldClass}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <Button type="submit">Create invitation</Button>
      </form>
      <ErrorNote message={error} />
      {link ? (
        <div role="status" className="space-y-1">
          <p>Send this link to them yourself; it works once, until {formatTime(link.expiresAt)}.</p>
          <label className="grid gap-1 text-sm">
            Invitation link
            <input
              className={fieldClass}
              readOnly
              value={link.link}
              onFocus={(e) => e.target.select()}
            />
          </label>
        </div>
      ) : null}
    </section>
  );
}

const allOperators = () => studioApi.operators().then((answer) => ({ items: answer.operators }));

export function OperatorsPage() {
  const me = useOperator();
  const operators = usePagedList(allOperators);
  const [error, setError] = useState<string | null>(null);

  const remove = async (operator: Operator) => {
    if (
      !window.confirm(`Remove ${operator.name}? Their passkeys and sessions stop working at once.`)
    ) {
      return;
    }
    try {
      await studioApi.removeOperator(operator.id);
      operators.refresh();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <div className="space-y-6">
      <PageTitle>Operators</PageTitle>
      <ErrorNote message={error ?? operators.error} />
      <ListBody list={operators} empty="No operators.">
        {(items) => (
          <ul className="space-y-2" aria-label="Operators">
            {items.map((operator) => (
              <li
                key={operator.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded border border-border bg-surface px-4 py-3"
              >
                <span className="min-w-48 flex-1">
                  <strong>{operator.name}</strong>{" "}
                  <span className="break-all text-muted-foreground">{operator.email}</span>
                </span>
                <span className="text-sm text-muted-foreground">
                  {operator.passkeys} {operator.passkeys === 1 ? "passkey" : "passkeys"} · since{" "}
                  {formatTime(operator.createdAt)}
                </span>
                {operator.id === me.id ? (
                  <span className="text-sm text-muted-foreground">You</span>
                ) : (
                  <Button variant="danger" onClick={() => void remove(operator)}>
                    Remove {operator.name}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListBody>
      <InviteForm onInvited={operators.refresh} />
    </div>
  );
}
