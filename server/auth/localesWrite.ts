/**
 * The permission that adds reported missing translation keys to a Locale record
 * (POST /api/core/locales/{locale}/keys), and so the one the user configuration's
 * `collectMissingTranslations` asks for.
 */
export const LOCALES_WRITE = 'write /api/core/locales';
