/**
 * A language's name in that language (`fr` -> `Français`, `ar-TN` -> `العربية`), for a language
 * selector that must never show a bare code; the code itself only when the runtime knows no name.
 */
export function languageName(code: string): string {
  const language = code.trim().split(/[-_]/)[0];
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language);
    if (name && name.toLowerCase() !== language.toLowerCase()) return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  } catch {
    // not a valid language subtag: the code is all there is
  }
  return code;
}
