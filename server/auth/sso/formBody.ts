/** An application/x-www-form-urlencoded body (OIDC form_post, SAML POST binding) as a plain object. */
export function parseForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}
