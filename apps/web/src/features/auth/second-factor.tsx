import { type SessionUser, userAnswer } from '@hotel/shared/schemas/auth';
import { mfaEnableAnswer, mfaSetupAnswer } from '@hotel/shared/schemas/mfa';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError, api, errorMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';

type Setup = { secret: string; qr: string };

/** The code field: six digits of the app, or a recovery code. */
function CodeForm({
  label,
  submitLabel,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length < 6) {
      setError('Enter the 6-digit code or a recovery code');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(code.trim());
    } catch (err) {
      const field = err instanceof ApiError ? err.errors?.code : undefined;
      setError(field ?? errorMessage(err, 'The code could not be checked'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={label}>
      <Input
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        autoFocus
        hint="The 6-digit code your authenticator app shows now, or one of your recovery codes."
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * The second step of a staff sign-in: the authenticator's code, or, for an admin or a manager who has none yet,
 * its enrolment (a QR code and the key as text, a first code, then the ten recovery codes, shown this once).
 */
export default function SecondFactor({
  stage,
  onDone,
}: {
  stage: 'code' | 'setup';
  onDone: (user: SessionUser) => void;
}) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [recovery, setRecovery] = useState<{ user: SessionUser; codes: string[] } | null>(null);
  const keyId = useId();

  useEffect(() => {
    if (stage !== 'setup') return;
    api
      .post('/api/auth/mfa/setup')
      .then((answer) => setSetup(mfaSetupAnswer.parse(answer)))
      .catch((err: unknown) => setSetupError(errorMessage(err, 'Two-step sign-in could not be started')));
  }, [stage]);

  if (recovery) {
    return (
      <section aria-labelledby={`${keyId}-recovery`} className="flex flex-col gap-5">
        <h2 id={`${keyId}-recovery`} className="font-display text-2xl">
          Your recovery codes
        </h2>
        <p className="text-sm text-ink-muted">
          Each code signs you in once if your phone is not at hand. Keep them somewhere safe: they are not shown again.
        </p>
        <ul className="grid grid-cols-2 gap-2 rounded-lg bg-surface-muted p-4 font-mono text-sm tabular-nums">
          {recovery.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button onClick={() => onDone(recovery.user)}>I have saved them</Button>
      </section>
    );
  }

  if (stage === 'code') {
    return (
      <CodeForm
        label="Two-step sign-in"
        submitLabel="Verify"
        onSubmit={async (code) => onDone(userAnswer.parse(await api.post('/api/auth/mfa/verify', { code })).user)}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">
        Admins and managers sign in with a second step. Scan the code with an authenticator app (or type the key), then
        enter the code it shows.
      </p>
      {setupError && (
        <p role="alert" className="text-sm text-danger-ink">
          {setupError}
        </p>
      )}
      {setup && (
        <>
          <img
            src={setup.qr}
            alt="QR code to scan with your authenticator app"
            width={176}
            height={176}
            className="self-center rounded-lg bg-white p-2"
          />
          <p className="text-sm">
            <span className="text-ink-muted">Key: </span>
            <code id={keyId} className="font-mono tracking-wide break-all" data-mfa-key>
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </p>
          <CodeForm
            label="Set up two-step sign-in"
            submitLabel="Turn on two-step sign-in"
            onSubmit={async (code) => {
              const answer = mfaEnableAnswer.parse(await api.post('/api/auth/mfa/enable', { code }));
              setRecovery({ user: answer.user, codes: answer.recoveryCodes });
            }}
          />
        </>
      )}
    </div>
  );
}
