import { COUNTRIES } from './countries.ts';
import type { Country } from './types.ts';

/** The languages the demo world writes its texts in, besides English. */
export type DemoLanguage = 'fr' | 'de' | 'es' | 'it';

/**
 * The free texts of the demo records (task and note names and contents, collection cases, document
 * names) in the language of each country of the lessor, keyed by the English text. A `{name}` is a
 * variable part, filled in by {@link demoText}; markdown (`**bold**`, `*italic*`) stays markdown.
 */
export const DEMO_TEXTS: Readonly<Record<string, Partial<Record<DemoLanguage, string>>>> = {
  // tasks on contracts (activity.ts)
  'Ask for the last two balance sheets': {
    fr: 'Demander les deux derniers bilans',
    de: 'Die letzten beiden Jahresabschlüsse anfordern',
    es: 'Solicitar los dos últimos balances',
    it: 'Richiedere gli ultimi due bilanci',
  },
  'Credit analysis to complete': {
    fr: 'Analyse de crédit à finaliser',
    de: 'Kreditprüfung abschließen',
    es: 'Análisis de crédito por completar',
    it: 'Analisi del credito da completare',
  },
  'Send the contract for signature': {
    fr: 'Envoyer le contrat pour signature',
    de: 'Vertrag zur Unterschrift versenden',
    es: 'Enviar el contrato para su firma',
    it: 'Inviare il contratto per la firma',
  },
  'Confirm the delivery date with the supplier': {
    fr: 'Confirmer la date de livraison avec le fournisseur',
    de: 'Liefertermin mit dem Lieferanten bestätigen',
    es: 'Confirmar la fecha de entrega con el proveedor',
    it: 'Confermare la data di consegna con il fornitore',
  },
  'Call the client about the quotation': {
    fr: 'Appeler le client au sujet du devis',
    de: 'Kunden wegen des Angebots anrufen',
    es: 'Llamar al cliente sobre el presupuesto',
    it: 'Chiamare il cliente per il preventivo',
  },
  'Unpaid instalments: agree a repayment schedule': {
    fr: 'Échéances impayées : convenir d’un échéancier de remboursement',
    de: 'Ratenrückstände: Rückzahlungsplan vereinbaren',
    es: 'Cuotas impagadas: acordar un calendario de pagos',
    it: 'Rate insolute: concordare un piano di rientro',
  },
  'Check the insurance certificate of the assets': {
    fr: 'Vérifier l’attestation d’assurance des biens',
    de: 'Versicherungsnachweis der Leasingobjekte prüfen',
    es: 'Comprobar el certificado de seguro de los bienes',
    it: 'Verificare il certificato assicurativo dei beni',
  },
  'Annual review of the client file': {
    fr: 'Revue annuelle du dossier client',
    de: 'Jährliche Überprüfung der Kundenakte',
    es: 'Revisión anual del expediente del cliente',
    it: 'Revisione annuale della pratica cliente',
  },
  'Check the final invoice and close the client account': {
    fr: 'Vérifier la facture de clôture et solder le compte client',
    de: 'Schlussrechnung prüfen und Kundenkonto schließen',
    es: 'Comprobar la factura final y cerrar la cuenta del cliente',
    it: 'Verificare la fattura finale e chiudere il conto cliente',
  },
  'Reconcile the direct debits of the contract': {
    fr: 'Rapprocher les prélèvements du contrat',
    de: 'Lastschriften des Vertrags abstimmen',
    es: 'Conciliar los adeudos domiciliados del contrato',
    it: 'Riconciliare gli addebiti diretti del contratto',
  },
  'Sample check of the contract file': {
    fr: 'Contrôle par sondage du dossier de contrat',
    de: 'Stichprobenprüfung der Vertragsakte',
    es: 'Control por muestreo del expediente del contrato',
    it: 'Controllo a campione del fascicolo contrattuale',
  },

  // routine tasks of each job (activity.ts)
  'Follow up the open quotations of the week': {
    fr: 'Relancer les devis en cours de la semaine',
    de: 'Offene Angebote der Woche nachfassen',
    es: 'Hacer seguimiento de los presupuestos abiertos de la semana',
    it: 'Sollecitare i preventivi aperti della settimana',
  },
  'Review the watch list of the portfolio': {
    fr: 'Revoir la liste de surveillance du portefeuille',
    de: 'Beobachtungsliste des Portfolios überprüfen',
    es: 'Revisar la lista de vigilancia de la cartera',
    it: 'Rivedere le posizioni in osservazione del portafoglio',
  },
  'Call the clients of the overdue list': {
    fr: 'Appeler les clients de la liste des impayés',
    de: 'Kunden auf der Mahnliste anrufen',
    es: 'Llamar a los clientes de la lista de impagados',
    it: 'Chiamare i clienti dell’elenco degli insoluti',
  },
  'Month end: reconcile the bank statements': {
    fr: 'Clôture mensuelle : rapprocher les relevés bancaires',
    de: 'Monatsabschluss: Kontoauszüge abstimmen',
    es: 'Cierre de mes: conciliar los extractos bancarios',
    it: 'Chiusura mensile: riconciliare gli estratti conto',
  },
  'File the signed contracts received this week': {
    fr: 'Classer les contrats signés reçus cette semaine',
    de: 'Diese Woche eingegangene unterschriebene Verträge ablegen',
    es: 'Archivar los contratos firmados recibidos esta semana',
    it: 'Archiviare i contratti firmati ricevuti questa settimana',
  },
  'Quarterly sample of contract files': {
    fr: 'Échantillonnage trimestriel des dossiers de contrats',
    de: 'Quartalsstichprobe der Vertragsakten',
    es: 'Muestreo trimestral de expedientes de contratos',
    it: 'Campionamento trimestrale delle pratiche contrattuali',
  },
  'Review the profiles of the new members of staff': {
    fr: 'Vérifier les profils des nouveaux collaborateurs',
    de: 'Profile der neuen Mitarbeiter prüfen',
    es: 'Revisar los perfiles de los nuevos empleados',
    it: 'Verificare i profili dei nuovi collaboratori',
  },

  // tasks on new clients (activity.ts)
  'Complete the know-your-customer file': {
    fr: 'Compléter le dossier de connaissance client',
    de: 'KYC-Unterlagen des Kunden vervollständigen',
    es: 'Completar el expediente de conocimiento del cliente',
    it: 'Completare la documentazione di adeguata verifica del cliente',
  },
  'Identity and address proofs of {client}': {
    fr: 'Justificatifs d’identité et de domicile de {client}',
    de: 'Identitäts- und Adressnachweise von {client}',
    es: 'Justificantes de identidad y de domicilio de {client}',
    it: 'Documento di identità e certificato di residenza di {client}',
  },

  // notes on contracts: title, content (activity.ts)
  'Risk opinion': { fr: 'Avis risque', de: 'Risikostellungnahme', es: 'Dictamen de riesgos', it: 'Parere dell’ufficio rischi' },
  'Turnover **up 12 %** over two years; gearing acceptable. Guarantee of the director recommended.': {
    fr: 'Chiffre d’affaires **en hausse de 12 %** sur deux ans ; endettement acceptable. Caution du dirigeant recommandée.',
    de: 'Umsatz in zwei Jahren **um 12 % gestiegen**; Verschuldungsgrad vertretbar. Bürgschaft des Geschäftsführers empfohlen.',
    es: 'Facturación **un 12 % mayor** en dos años; endeudamiento aceptable. Se recomienda el aval personal del administrador.',
    it: 'Fatturato **in crescita del 12 %** in due anni; indebitamento accettabile. Si raccomanda la fideiussione dell’amministratore.',
  },
  'Call with the client': { fr: 'Entretien téléphonique avec le client', de: 'Telefonat mit dem Kunden', es: 'Llamada con el cliente', it: 'Telefonata con il cliente' },
  'The client confirmed the need and sent the supplier quotation. Delivery expected within **6 weeks**.': {
    fr: 'Le client a confirmé son besoin et transmis le devis du fournisseur. Livraison prévue sous **6 semaines**.',
    de: 'Der Kunde hat den Bedarf bestätigt und das Angebot des Lieferanten übermittelt. Lieferung voraussichtlich innerhalb von **6 Wochen**.',
    es: 'El cliente confirmó la necesidad y envió el presupuesto del proveedor. Entrega prevista en un plazo de **6 semanas**.',
    it: 'Il cliente ha confermato l’esigenza e inviato il preventivo del fornitore. Consegna prevista entro **6 settimane**.',
  },
  'Annual review meeting': { fr: 'Rendez-vous de revue annuelle', de: 'Jahresgespräch mit dem Kunden', es: 'Reunión de revisión anual', it: 'Incontro di revisione annuale' },
  'Client satisfied with the assets. Possible extension of the fleet next year.': {
    fr: 'Client satisfait des équipements. Extension possible du parc l’an prochain.',
    de: 'Kunde mit den Leasingobjekten zufrieden. Mögliche Erweiterung des Fuhrparks im nächsten Jahr.',
    es: 'Cliente satisfecho con los bienes. Posible ampliación de la flota el próximo año.',
    it: 'Cliente soddisfatto dei beni. Possibile ampliamento del parco l’anno prossimo.',
  },
  'Insurance certificate received': { fr: 'Attestation d’assurance reçue', de: 'Versicherungsnachweis erhalten', es: 'Certificado de seguro recibido', it: 'Certificato assicurativo ricevuto' },
  'Certificate valid until the end of the year, filed in the documents.': {
    fr: 'Attestation valable jusqu’à la fin de l’année, classée dans les documents.',
    de: 'Nachweis bis zum Jahresende gültig, bei den Dokumenten abgelegt.',
    es: 'Certificado válido hasta final de año, archivado en los documentos.',
    it: 'Certificato valido fino a fine anno, archiviato tra i documenti.',
  },
  'Payment incident': { fr: 'Incident de paiement', de: 'Zahlungsstörung', es: 'Incidencia de pago', it: 'Mancato pagamento' },
  'Two direct debits returned (*insufficient funds*). Contract suspended until the arrears are settled.': {
    fr: 'Deux prélèvements rejetés (*provision insuffisante*). Contrat suspendu jusqu’à la régularisation des impayés.',
    de: 'Zwei Lastschriften zurückgegeben (*mangels Deckung*). Vertrag bis zum Ausgleich der Rückstände ausgesetzt.',
    es: 'Dos adeudos devueltos (*fondos insuficientes*). Contrato suspendido hasta la regularización de las cuotas impagadas.',
    it: 'Due addebiti diretti respinti (*fondi insufficienti*). Contratto sospeso fino alla regolarizzazione delle rate insolute.',
  },
  'End of term': { fr: 'Fin de contrat', de: 'Vertragsende', es: 'Fin del contrato', it: 'Fine contratto' },
  'Purchase option exercised; assets sold to the client at the residual value.': {
    fr: 'Option d’achat levée ; biens cédés au client à la valeur résiduelle.',
    de: 'Kaufoption ausgeübt; Leasingobjekte zum Restwert an den Kunden verkauft.',
    es: 'Opción de compra ejercida; bienes vendidos al cliente por el valor residual.',
    it: 'Opzione di riscatto esercitata; beni ceduti al cliente al valore residuo.',
  },
  'Reason for rejection': { fr: 'Motif du refus', de: 'Ablehnungsgrund', es: 'Motivo del rechazo', it: 'Motivo del rifiuto' },
  'Debt ratio above the limit of the scoring policy.': {
    fr: 'Taux d’endettement supérieur au plafond de la politique de scoring.',
    de: 'Verschuldungsquote über dem Grenzwert der Scoring-Richtlinie.',
    es: 'Ratio de endeudamiento superior al límite de la política de scoring.',
    it: 'Rapporto di indebitamento superiore al limite della politica di scoring.',
  },

  // notes on client companies (activity.ts)
  'Visit report': { fr: 'Compte rendu de visite', de: 'Besuchsbericht', es: 'Informe de visita', it: 'Rapporto di visita' },
  'Visit of {client}: activity steady, equipment well maintained. Next needs: fleet renewal within 18 months.': {
    fr: 'Visite chez {client} : activité stable, matériel bien entretenu. Prochains besoins : renouvellement du parc sous 18 mois.',
    de: 'Besuch bei {client}: Geschäft stabil, Ausrüstung gut gewartet. Nächster Bedarf: Erneuerung des Fuhrparks innerhalb von 18 Monaten.',
    es: 'Visita a {client}: actividad estable, equipos bien mantenidos. Próximas necesidades: renovación de la flota en 18 meses.',
    it: 'Visita presso {client}: attività stabile, attrezzature ben tenute. Prossime esigenze: rinnovo del parco entro 18 mesi.',
  },

  // collection cases (collectionCases.ts)
  'Overdue payments – {client}': { fr: 'Impayés – {client}', de: 'Zahlungsrückstände – {client}', es: 'Impagados – {client}', it: 'Insoluti – {client}' },
  '{count} invoice(s) overdue since {date} ({invoices}) on {contracts} contract(s).': {
    fr: '{count} facture(s) impayée(s) depuis le {date} ({invoices}) sur {contracts} contrat(s).',
    de: '{count} Rechnung(en) seit {date} überfällig ({invoices}); betroffene Verträge: {contracts}.',
    es: '{count} factura(s) vencida(s) desde el {date} ({invoices}) en {contracts} contrato(s).',
    it: '{count} fattura/e scaduta/e dal {date} ({invoices}) su {contracts} contratto/i.',
  },
  'Formal notice sent by registered letter': {
    fr: 'Mise en demeure envoyée par lettre recommandée',
    de: 'Letzte Mahnung per Einschreiben versandt',
    es: 'Requerimiento de pago enviado por burofax',
    it: 'Diffida ad adempiere inviata con raccomandata A/R',
  },
  'Phone call: payment promised within 15 days': {
    fr: 'Appel téléphonique : paiement promis sous 15 jours',
    de: 'Telefonat: Zahlung innerhalb von 15 Tagen zugesagt',
    es: 'Llamada telefónica: el cliente se compromete a pagar en 15 días',
    it: 'Telefonata: pagamento promesso entro 15 giorni',
  },
  'Payment reminder sent': { fr: 'Relance de paiement envoyée', de: 'Zahlungserinnerung versandt', es: 'Recordatorio de pago enviado', it: 'Sollecito di pagamento inviato' },
  'Disputed invoice {invoice} – {client}': {
    fr: 'Facture contestée {invoice} – {client}',
    de: 'Beanstandete Rechnung {invoice} – {client}',
    es: 'Factura impugnada {invoice} – {client}',
    it: 'Fattura contestata {invoice} – {client}',
  },
  'Client disputes the invoiced amount: supporting documents requested': {
    fr: 'Le client conteste le montant facturé : justificatifs demandés',
    de: 'Kunde beanstandet den Rechnungsbetrag: Belege angefordert',
    es: 'El cliente impugna el importe facturado: se han solicitado justificantes',
    it: 'Il cliente contesta l’importo fatturato: richiesti i documenti giustificativi',
  },
  'The client disputes invoice {invoice} due on {date}; collection is on hold until it is settled.': {
    fr: 'Le client conteste la facture {invoice} échue le {date} ; le recouvrement est suspendu jusqu’à sa résolution.',
    de: 'Der Kunde beanstandet die am {date} fällige Rechnung {invoice}; das Inkasso ruht bis zur Klärung.',
    es: 'El cliente impugna la factura {invoice} con vencimiento el {date}; el cobro queda en suspenso hasta que se resuelva.',
    it: 'Il cliente contesta la fattura {invoice} scaduta il {date}; il recupero è sospeso fino alla sua definizione.',
  },

  // document names (documents.ts)
  'Signed agreement': { fr: 'Contrat signé', de: 'Unterschriebener Vertrag', es: 'Contrato firmado', it: 'Contratto firmato' },
  'Register extract': { fr: 'Extrait Kbis', de: 'Handelsregisterauszug', es: 'Nota simple del Registro Mercantil', it: 'Visura camerale' },
  'Bank details': { fr: 'Relevé d’identité bancaire', de: 'Bankverbindung', es: 'Datos bancarios', it: 'Coordinate bancarie' },
};

/**
 * `english` in the language of `country` (FR French, DE German, ES Spanish, IT Italian), else as
 * it is: a text without a translation, or a record without a country, stays English. `{name}`s of
 * the text are replaced by `values[name]`, in whichever language.
 */
export function demoText(country: Country | null | undefined, english: string, values: Readonly<Record<string, string | number>> = {}): string {
  const language = country ? (COUNTRIES[country]?.language as DemoLanguage | undefined) : undefined;
  const text = (language && DEMO_TEXTS[english]?.[language]) || english;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
