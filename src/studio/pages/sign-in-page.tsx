import { startAuthentication } from "@simplewebauthn/browser";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { studioApi } from "../api";
import { Button, ErrorNote } from "../ui";
import { AuthCard, ceremonyError } from "./auth-card";

export function SignInPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      const options = await studioApi.signInOptions();
      await studioApi.signIn(await startAuthentication({ optionsJSON: options }));
      navigate("/", { replace: true });
    } catch (failure) {
      setError(ceremonyError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Sign in">
      <p>Staff only. Sign in with the passkey you registered from your invitation.</p>
      <ErrorNote message={error} />
      <Button disabled={busy} onClick={() => void signIn()} className="w-full">
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </Button>
    </AuthCard>
  );
}
