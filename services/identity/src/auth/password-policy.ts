/** The password rules, each with the message shown when a password breaks it. */
export const PASSWORD_RULES: { message: string; test: (password: string, email: string) => boolean }[] = [
  { message: 'Password must be at least 10 characters long', test: (p) => p.length >= 10 },
  { message: 'Password must be at most 128 characters long', test: (p) => p.length <= 128 },
  { message: 'Password must contain an uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { message: 'Password must contain a lowercase letter', test: (p) => /[a-z]/.test(p) },
  { message: 'Password must contain a digit', test: (p) => /\d/.test(p) },
  { message: 'Password must contain a special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
  {
    message: 'Password must not contain your email name',
    test: (p, email) => {
      const local = email.split('@')[0]?.toLowerCase() ?? '';
      return local.length < 3 || !p.toLowerCase().includes(local);
    },
  },
];

/** The first rule the password breaks, or null when it satisfies them all. */
export function passwordPolicyViolation(password: string, email: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password, email))?.message ?? null;
}
