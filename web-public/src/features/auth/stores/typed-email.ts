// The address a person typed on one sign-in page follows them to the next (sign in -> forgot password and
// back). Pages load on demand, so the old page stays on screen for a moment after a link is clicked: what is
// typed into it then must not be lost when the new page replaces it.
let typedEmail = '';

export function rememberTypedEmail(email: string): void {
  typedEmail = email;
}

export function lastTypedEmail(): string {
  return typedEmail;
}
