import type { Notes } from './matrix.ts';

/** Proofs the matrix cannot find by name, and the reasons of items without a test. */
export const notes: Notes = {
  proved: {
    // constants and limits (seeds §9): the tests that check the facts of each bullet
    'constant:Default locale en-EU: 2 decimals, EUR. Tunisian locales use 3 decimals; fr-PF uses…': ['tests/engine/format/localeSettings.test.ts', 'tests/engine/format/numbers.test.ts'],
    'constant:Supported currencies: CDF, CHF, DZD, EGP, EUR, GBP, GNF, HUF, JPY, MAD, MGA, MXN, MZN,…': ['tests/engine/format/localeSettings.test.ts'],
    'constant:Date formats: en-US MM-DD-YYYY; fr and en-FR DD/MM/YYYY; lt YYYY-MM-DD; default…': ['tests/engine/format/dates.test.ts', 'tests/engine/format/localeSettings.test.ts'],
    'constant:Number-to-words languages: en, es, ar, az, pt, fr, eo, it, vi, tr, uk, ru, id, lt, hu…': ['tests/engine/format/misc.test.ts', 'tests/engine/format/esperantoWords.test.ts'],
    'constant:Finance period frequency codes: 1 daily, 7 weekly, 30 monthly, 90 quarterly, 180…': ['tests/engine/finance/plan.test.ts', 'tests/engine/format/dates.test.ts', 'tests/engine/format/parsePeriod.test.ts'],
    'constant:Default chunk size 100. Search-by-date keywords such as today, yesterday,…': ['tests/server/batches/batchParameters.test.ts', 'tests/engine/calendars/businessDay.test.ts', 'tests/engine/lists/referenceNames.test.ts', 'tests/engine/format/dates.test.ts', 'tests/engine/query/dateKeywords.test.ts', 'tests/engine/finance/vectors.test.ts'],
    'constant:File size is displayed in KB, MB or GB (1024…': ['tests/engine/format/misc.test.ts'],
    'constant:Time slot interval and date-picker minutes interval default 30 minutes. Percentage…': ['tests/renderers/fieldMenus.test.tsx', 'tests/engine/validation/number.test.ts', 'tests/engine/validation/mandatoryMinMax.test.ts', 'tests/engine/registry/listDefinitions.test.ts'],
    'constant:Refresh-token auto-renew threshold default 600 seconds (setting…': ['tests/app/auth/renewal.test.ts', 'tests/server/identity/revocation.test.ts', 'tests/engine/lists/rowActions.test.ts', 'tests/renderers/table/RowActions.test.tsx'],
    'constant:Locale is taken from local storage, then the browser language, then the default locale…': ['tests/engine/i18n/pickLocale.test.ts'],
    'constant:Some query parameters are never treated as filters: jwt, page, token, filter, editMode,…': ['tests/engine/query/parseListQuery.test.ts', 'tests/server/entities/queryLanguage.test.ts'],
    'constant:Session flags in local storage record OIDC refresh attempts, UI state, auth headers,…': ['tests/app/auth/storedSession.test.ts', 'tests/app/offline/offlineState.test.ts', 'tests/engine/cards/cards.test.ts'],
    'constant:Search results page size in the entity search modal: 10. Registration lookup debounce…': ['tests/renderers/entitySearch.test.tsx', 'tests/renderers/widgets/registrationLookup.test.tsx'],
    'constant:Registration type prefix length 3. Zip code length 5. Default address type MAIN.…': ['tests/engine/persons/registrationRules.test.ts', 'tests/engine/validation/identifiers.test.ts', 'tests/engine/validation/address.test.ts', 'tests/engine/format/localeSettings.test.ts', 'tests/engine/format/misc.test.ts'],
    'constant:List request debounce 300 ms; at most 100 load callbacks per list; list ordering…': ['tests/engine/lists/lookupBatcher.test.ts'],
    'constant:Notification auto-dismiss 5 s; errors 15 s; action notifications…': ['tests/engine/notifications/lifetime.test.ts'],
    'constant:Table page size options: 5, 10, the default page size (a shared constant, value not…': ['tests/engine/lists/tableConfig.test.ts', 'tests/engine/lists/pagination.test.ts', 'tests/engine/lists/searchHelpers.test.ts'],
    'constant:Missing-key upload debounce 1000 ms; page reload after a row action 500 ms; search-hint…': ['tests/app/i18n/missingKeys.test.ts', 'tests/engine/lists/rowActions.test.ts', 'tests/renderers/table/RowActions.test.tsx', 'tests/engine/format/misc.test.ts'],
    'constant:Panels cache their expanded state by default. Locale comes from local storage, then the…': ['tests/engine/cards/cards.test.ts', 'tests/engine/i18n/pickLocale.test.ts', 'tests/engine/format/localeSettings.test.ts'],
    'constant:Default grid columns 4 (sm) and 1 (xs); company column widths sm 6, md 3; multi-column…': ['tests/renderers/values.test.tsx', 'tests/renderers/richContent.test.tsx', 'tests/engine/format/numbers.test.ts'],
    'constant:Contact fields use xs 12, sm 6; default form columns xs 12, sm 6, lg…': ['tests/renderers/formGrid.test.tsx'],
    'constant:Push token stored per…': ['tests/server/shell/notifications.test.ts'],
    'constant:Search debounce 300 ms. Notice auto-dismiss 15 s. Notice name list cut at 200…': ['tests/renderers/fields/catalogSearchDebounce.test.ts'],
    'constant:Truncation: 60 characters per word (wrap helper), 150 (short text), badge 30, payer and…': ['tests/renderers/table/StatusBadge.test.tsx', 'tests/engine/lists/invoiceListActions.test.ts'],
    'constant:Reload delay 1500 ms after a configuration change. Nested array path depth capped at 5.…': ['tests/renderers/elements/mapMarkers.test.ts'],
    'constant:Form grid: 1 column at xs 12, 2 at sm 6, 3 at md 4, 4 or more at md…': ['tests/renderers/formGrid.test.tsx'],
    'constant:Theming defaults: brightness 100, contrast 90, sepia…': ['tests/engine/shell/theming.test.ts'],
    'constant:Relation diagram: default depth All; depth options 1 up to depth-2, All, and Companies…': ['tests/renderers/cards/relationsOption.test.ts', 'tests/engine/relations/depthChoices.test.ts', 'tests/renderers/cards/relationsDiagram.test.tsx', 'tests/app/shell/useNavigationResize.test.tsx'],
    'constant:Preload of contracts default 10. Offline ping retry 2 s. Field highlight 2 s. Stored…': ['tests/app/offline/offlineState.test.ts', 'tests/renderers/cards/highlightField.test.ts', 'tests/engine/offline/offlineModel.test.ts'],
    'constant:Build stamp 20250526-131632. Local storage keys exist for UI state, auth headers, login…': ['tests/app/auth/storedSession.test.ts', 'tests/app/offline/offlineState.test.ts', 'tests/engine/cards/cards.test.ts'],
  },
  reasons: {
    'script:contract-computation-MIC': { status: 'n/a', reason: 'Nothing to build: the seeds name it once, in the preload list of seed 002 §7 ("scripts person-layout, contract-layout, contract-computation, contract-computation-MIC, …"), and say neither what MIC stands for nor which contracts it computes, nor what it answers; the one contract-computation script stays (server/finance/contractHook.ts) and the preload does not ask a script that does not exist.' },
    'constant:Kanban view details: not shown. Server-side behaviour of every call: not…': { status: 'n/a', reason: 'Nothing to build: the seed shows neither the Kanban view details nor the server-side behaviour.' },
    'constant:Default page size: not…': { status: 'n/a', reason: 'Value not shown in the seed.' },
  },
  remarks: {
    'script:products-catalog': 'Not built: the product pickers of the forms (financialProduct selects) still offer the financialProduct list, not this catalogue.',
    'flag:firebase': 'Delivered as null, read by nothing: push goes through Web Push (docs/configuration-flags.md).',
    'flag:publicPath': 'Delivered as "/", read by nothing: the app is served at / (docs/configuration-flags.md).',
    'flag:isDevelopment': 'Computed and delivered; the environment-specific features of seed 000 §6 are not gated on it.',
    'flag:isUat': 'Computed and delivered; the environment-specific features of seed 000 §6 are not gated on it.',
    'constant:Time slot interval and date-picker minutes interval default 30 minutes. Percentage…':
      'Not built: time slot interval (no time-slot picker).',
    'constant:Session flags in local storage record OIDC refresh attempts, UI state, auth headers,…':
      'Not built: a flag of OIDC refresh attempts.',
    'constant:List request debounce 300 ms; at most 100 load callbacks per list; list ordering…':
      'Not built: the cap of 100 load callbacks per list and list ordering by the sortLists setting (both only in engine/scripts/ListBatcher.ts, which nothing uses; the server sorts the lists flagged sorted).',
    'constant:Missing-key upload debounce 1000 ms; page reload after a row action 500 ms; search-hint…':
      'Not built: search-hint blur delay 200 ms (no search-hint popup).',
    'constant:Default grid columns 4 (sm) and 1 (xs); company column widths sm 6, md 3; multi-column…':
      'Not built: default grid columns 4 (sm) and 1 (xs), company column widths sm 6 md 3, layouts of three grid columns, slider density 100, spreadsheet default 5 years, birth-date time zone Europe/London.',
    'constant:Contact fields use xs 12, sm 6; default form columns xs 12, sm 6, lg…':
      'Not built: contact fields xs 12, sm 6 (the contact modal takes the form default, lg 4 included).',
    'constant:Search debounce 300 ms. Notice auto-dismiss 15 s. Notice name list cut at 200…':
      'Not built: notice auto-dismiss 15 s (info and warning notices last 5 s, errors 15 s) and the cut of the notice name list at 200 characters.',
    'constant:Truncation: 60 characters per word (wrap helper), 150 (short text), badge 30, payer and…':
      'Not built: the wrap helper (60 characters per word) and the short-text cut at 150.',
    'constant:Reload delay 1500 ms after a configuration change. Nested array path depth capped at 5.…':
      'Not built: reload 1500 ms after a configuration change, nested array path depth cap 5, watermarked JPEG quality 0.85, random range 1 to 512, the constants 250 and 20, the 6-day week by date.',
    'constant:Form grid: 1 column at xs 12, 2 at sm 6, 3 at md 4, 4 or more at md…':
      'Differs: 3 fields a row from lg (seed: md 4). Not built: 4 or more a row at md 3.',
    'constant:Relation diagram: default depth All; depth options 1 up to depth-2, All, and Companies…':
      'Read as: depth counts the levels of the diagram, its center’s included (depth-2 is the level before the deepest, which All shows); the tooltip duration is how long a tooltip stays after the pointer leaves (docs/relations.md).',
    'constant:Build stamp 20250526-131632. Local storage keys exist for UI state, auth headers, login…':
      'Not built: a build stamp (20250526-131632 is the build of the system the seed describes).',
  },
};
