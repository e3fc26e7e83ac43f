// Hardening (NIST SP 800-63B): the shortest password Brigade accepts, for users and the first admin.
export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORD_POLICY_MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters!`,
} as const;
