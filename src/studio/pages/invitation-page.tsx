import { startRegistration } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { studioApi } from "../api";
import { Button, ErrorNote } from "../ui";
import { AuthCard, ceremonyError } from "./auth-card";

type Invitee = { name: string; email: string };

/** The invitation link's page: creates the operator's passkey, which uses the link up. */
export function InvitationPage() {
  const { token = "" } = useParams();
  const [invitee, setInvitee] = useState<Invitee | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    studioApi
      .registrationOptions(token)
      .then((answer) => setInvitee(answer.invitee))
      .catch((failure: unknown) => setError(ceremonyError(failure)));
  }, [token]);

  const register = async () => {
    setBusy(true);
    setError(null);
    try {
      // Fresh options: each challenge answers once.
      const { options } = await studioApi.registrationOptions(token);
      await studioApi.register(token, await startRegistration({ optionsJSON: options }));
      setDone(true);
    } catch (failure) {
      setError(ceremonyError(failure));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthCard title="Passkey saved">
        <p role="status">Your passkey is registered. Use it to sign in to the console.</p>
        <Link
          to="/sign-in"
          className="inline-flex min-h-tap items-center rounded bg-accent px-4 font-semibold text-accent-foreground"
        >
          Go to sign-in
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Create your passkey">
      {invitee ? (
        <p>
          Welcome, {invitee.name} ({invitee.email}). The console signs you in with a passkey on this
          device: no password, nothing to remember.
        </p>
      ) : null}
      <ErrorNote message={error} />
      <Button disabled={!invitee || busy} onClick={() => void register()} className="w-full">
        {busy ? "Waiting for your passkey…" : "Create passkey"}
      </Button>
    </AuthCard>
  );
}
