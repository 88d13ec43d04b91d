import type { DemoLanguage } from './types.ts';

/**
 * The free texts of the demo's treasury, accounting, refinancing and reference records
 * (treasury.ts, accounting.ts, refinancing.ts, referenceData.ts), keyed by the English text,
 * merged into DEMO_TEXTS (texts.ts) and read with demoText.
 */
export const FINANCE_TEXTS: Readonly<Record<string, Partial<Record<DemoLanguage, string>>>> = {
  // bank accounts and bank operations (treasury.ts)
  'Collection account': { fr: 'Compte d’encaissement', de: 'Inkassokonto', es: 'Cuenta de cobros', it: 'Conto incassi' },
  'Operating account': { fr: 'Compte courant d’exploitation', de: 'Geschäftskonto', es: 'Cuenta operativa', it: 'Conto operativo' },
  'Security deposits account': { fr: 'Compte de dépôts de garantie', de: 'Kautionskonto', es: 'Cuenta de fianzas', it: 'Conto depositi cauzionali' },
  'SEPA direct debit of invoice {invoice}': {
    fr: 'Prélèvement SEPA de la facture {invoice}',
    de: 'SEPA-Lastschrift der Rechnung {invoice}',
    es: 'Adeudo directo SEPA de la factura {invoice}',
    it: 'Addebito diretto SEPA della fattura {invoice}',
  },
  'Returned direct debit of invoice {invoice}: insufficient funds': {
    fr: 'Prélèvement de la facture {invoice} rejeté : provision insuffisante',
    de: 'Rücklastschrift der Rechnung {invoice}: Konto nicht gedeckt',
    es: 'Devolución del adeudo de la factura {invoice}: fondos insuficientes',
    it: 'Addebito della fattura {invoice} respinto: fondi insufficienti',
  },
  'Credit transfer for invoice {invoice}': {
    fr: 'Virement reçu pour la facture {invoice}',
    de: 'Überweisung zur Rechnung {invoice}',
    es: 'Transferencia recibida por la factura {invoice}',
    it: 'Bonifico ricevuto per la fattura {invoice}',
  },
  'Invoice {invoice}': { fr: 'Facture {invoice}', de: 'Rechnung {invoice}', es: 'Factura {invoice}', it: 'Fattura {invoice}' },
  'Bank charges {period}': { fr: 'Frais bancaires {period}', de: 'Kontoführungsgebühren {period}', es: 'Comisiones bancarias {period}', it: 'Commissioni bancarie {period}' },
  'Unidentified credit transfer': { fr: 'Virement non identifié', de: 'Nicht zugeordnete Überweisung', es: 'Transferencia no identificada', it: 'Bonifico non identificato' },

  // supplier invoices and their transfers (supplierPayments.ts)
  'Supplier invoice {invoice} – {asset}': {
    fr: 'Facture fournisseur {invoice} – {asset}',
    de: 'Lieferantenrechnung {invoice} – {asset}',
    es: 'Factura de proveedor {invoice} – {asset}',
    it: 'Fattura fornitore {invoice} – {asset}',
  },
  'Transfer to {supplier} for invoice {invoice}': {
    fr: 'Virement à {supplier} pour la facture {invoice}',
    de: 'Überweisung an {supplier} für Rechnung {invoice}',
    es: 'Transferencia a {supplier} por la factura {invoice}',
    it: 'Bonifico a {supplier} per la fattura {invoice}',
  },

  // accounting entries (accounting.ts)
  'Invoice {invoice} – {client}': { fr: 'Facture {invoice} – {client}', de: 'Rechnung {invoice} – {client}', es: 'Factura {invoice} – {client}', it: 'Fattura {invoice} – {client}' },
  'Payment of invoice {invoice} – {client}': {
    fr: 'Règlement de la facture {invoice} – {client}',
    de: 'Zahlung der Rechnung {invoice} – {client}',
    es: 'Cobro de la factura {invoice} – {client}',
    it: 'Incasso della fattura {invoice} – {client}',
  },
  'Client receivable': { fr: 'Créance client', de: 'Forderung Kunde', es: 'Cliente deudor', it: 'Credito verso cliente' },
  'Rental income': { fr: 'Produits de location', de: 'Mieterträge', es: 'Ingresos por arrendamiento', it: 'Ricavi da locazione' },
  'Output VAT': { fr: 'TVA collectée', de: 'Umsatzsteuer', es: 'IVA repercutido', it: 'IVA a debito' },
  'Bank account': { fr: 'Compte bancaire', de: 'Bankkonto', es: 'Cuenta bancaria', it: 'Conto bancario' },

  // refinancing (refinancing.ts)
  'Refinancing of lease contracts in force by a bank line: contracts are assigned in lots, each funding repays with the contract.': {
    fr: 'Refinancement des contrats de crédit-bail en cours par une ligne bancaire : les contrats sont cédés par lots, chaque financement s’amortit avec le contrat.',
    de: 'Refinanzierung laufender Leasingverträge über eine Bankkreditlinie: Verträge werden in Losen abgetreten, jede Finanzierung tilgt mit dem Vertrag.',
    es: 'Refinanciación de contratos de arrendamiento en vigor mediante una línea bancaria: los contratos se ceden por lotes y cada financiación se amortiza con el contrato.',
    it: 'Rifinanziamento dei contratti di leasing in essere tramite una linea bancaria: i contratti sono ceduti a lotti, ogni finanziamento si ammortizza con il contratto.',
  },
  'Minority stakes taken by the group in client companies with which it has a long relationship.': {
    fr: 'Participations minoritaires prises par le groupe dans des entreprises clientes de longue date.',
    de: 'Minderheitsbeteiligungen der Gruppe an langjährigen Kundenunternehmen.',
    es: 'Participaciones minoritarias del grupo en empresas clientes con las que mantiene una larga relación.',
    it: 'Partecipazioni di minoranza del gruppo in aziende clienti con cui ha un rapporto di lunga data.',
  },
  'Refinancing lot {number}': { fr: 'Lot de refinancement {number}', de: 'Refinanzierungslos {number}', es: 'Lote de refinanciación {number}', it: 'Lotto di rifinanziamento {number}' },

  // contract services and elements, depreciation (referenceData.ts)
  'Maintenance contract': { fr: 'Contrat d’entretien', de: 'Wartungsvertrag', es: 'Contrato de mantenimiento', it: 'Contratto di manutenzione' },
  'Equipment insurance': { fr: 'Assurance du matériel', de: 'Sachversicherung', es: 'Seguro del equipo', it: 'Assicurazione del bene' },
  'Roadside assistance': { fr: 'Assistance dépannage', de: 'Pannenhilfe', es: 'Asistencia en carretera', it: 'Assistenza stradale' },
  'Tyre service': { fr: 'Pneumatiques', de: 'Reifenservice', es: 'Servicio de neumáticos', it: 'Servizio pneumatici' },
  'Financed asset': { fr: 'Bien financé', de: 'Finanziertes Objekt', es: 'Bien financiado', it: 'Bene finanziato' },
  'Arrangement fee': { fr: 'Frais de dossier', de: 'Bearbeitungsgebühr', es: 'Comisión de apertura', it: 'Spese di istruttoria' },
  'Depreciation of {asset}': { fr: 'Amortissement de {asset}', de: 'Abschreibung {asset}', es: 'Amortización de {asset}', it: 'Ammortamento di {asset}' },
  'Internal credit score': { fr: 'Score de crédit interne', de: 'Interner Bonitätsscore', es: 'Puntuación crediticia interna', it: 'Punteggio di credito interno' },

  // budgets and product tables (referenceData.ts)
  'Operating budget {year}': { fr: 'Budget de fonctionnement {year}', de: 'Betriebsbudget {year}', es: 'Presupuesto operativo {year}', it: 'Budget operativo {year}' },
  'IT investment budget {year}': { fr: 'Budget d’investissement informatique {year}', de: 'IT-Investitionsbudget {year}', es: 'Presupuesto de inversión informática {year}', it: 'Budget investimenti IT {year}' },
  'Marketing budget {year}': { fr: 'Budget marketing {year}', de: 'Marketingbudget {year}', es: 'Presupuesto de marketing {year}', it: 'Budget di marketing {year}' },
  'Running costs of the branch: staff, premises, travel and external services.': {
    fr: 'Frais de fonctionnement de la filiale : personnel, locaux, déplacements et prestations externes.',
    de: 'Laufende Kosten der Niederlassung: Personal, Räume, Reisen und externe Dienstleistungen.',
    es: 'Gastos de funcionamiento de la filial: personal, oficinas, viajes y servicios externos.',
    it: 'Costi di funzionamento della filiale: personale, locali, trasferte e servizi esterni.',
  },
  'Lease rate grid {year}': { fr: 'Grille de taux crédit-bail {year}', de: 'Zinsraster Leasing {year}', es: 'Tabla de tipos de arrendamiento {year}', it: 'Griglia tassi leasing {year}' },
  'Loan rate grid {year}': { fr: 'Grille de taux prêt {year}', de: 'Zinsraster Darlehen {year}', es: 'Tabla de tipos de préstamo {year}', it: 'Griglia tassi finanziamento {year}' },
  'Hire purchase rate grid {year}': { fr: 'Grille de taux location-vente {year}', de: 'Zinsraster Mietkauf {year}', es: 'Tabla de tipos de compra a plazos {year}', it: 'Griglia tassi vendita rateale {year}' },
  'Lease coefficients {year}': { fr: 'Coefficients de loyer crédit-bail {year}', de: 'Leasingfaktoren {year}', es: 'Coeficientes de cuota de arrendamiento {year}', it: 'Coefficienti di canone leasing {year}' },
  'Client rate by duration (months) and financed amount band.': {
    fr: 'Taux client par durée (mois) et tranche de montant financé.',
    de: 'Kundenzins nach Laufzeit (Monate) und Finanzierungsbetrag.',
    es: 'Tipo al cliente por plazo (meses) y tramo de importe financiado.',
    it: 'Tasso cliente per durata (mesi) e fascia di importo finanziato.',
  },
};
