import { useLingui } from '@lingui/react/macro'

/** The password rules of the server (docs/security.md "Passwords"), checked as the diver types. */
export function passwordChecks(password: string, email: string) {
  return {
    length: password.length >= 8,
    max: password.length <= 64,
    notEmail: password.length > 0 && password.toLowerCase() !== email.trim().toLowerCase(),
  }
}

export function PasswordRules({ id, password, email }: { id: string; password: string; email: string }) {
  const { t } = useLingui()
  const checks = passwordChecks(password, email)
  const rules = [
    { key: 'length', ok: checks.length, text: t`At least 8 characters` },
    { key: 'max', ok: checks.max, text: t`At most 64 characters` },
    { key: 'email', ok: checks.notEmail, text: t`Not your e-mail address` },
    { key: 'common', ok: null, text: t`Not a common password (checked when you submit)` },
  ]
  return (
    <ul className="password-rules" id={id}>
      {rules.map((rule) => (
        <li key={rule.key} className={rule.ok === null ? '' : rule.ok ? 'is-ok' : 'is-open'}>
          <span aria-hidden="true">{rule.ok === null ? '•' : rule.ok ? '✓' : '○'}</span> {rule.text}
          {rule.ok === null ? null : <span className="visually-hidden">{rule.ok ? t`(met)` : t`(not met yet)`}</span>}
        </li>
      ))}
    </ul>
  )
}
