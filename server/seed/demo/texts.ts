import { COUNTRIES } from './countries.ts';
import { FINANCE_TEXTS } from './financeTexts.ts';
import type { Country, DemoLanguage } from './types.ts';

export type { DemoLanguage } from './types.ts';

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
  'Send the signed order form of the client to the lessor': {
    fr: 'Envoyer au bailleur le bon de commande signé du client',
    de: 'Den unterschriebenen Bestellschein des Kunden an den Leasinggeber senden',
    es: 'Enviar al arrendador la orden de pedido firmada del cliente',
    it: "Inviare al locatore l'ordine firmato del cliente",
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

  // treasury, accounting, refinancing and reference records (financeTexts.ts)
  ...FINANCE_TEXTS,

  // asset operations (assetOperations.ts)
  'Delivery inspection – {asset}': { fr: 'Contrôle à la livraison – {asset}', de: 'Übergabeprüfung – {asset}', es: 'Inspección de entrega – {asset}', it: 'Ispezione alla consegna – {asset}' },
  'Periodic inspection – {asset}': { fr: 'Contrôle périodique – {asset}', de: 'Regelmäßige Prüfung – {asset}', es: 'Inspección periódica – {asset}', it: 'Ispezione periodica – {asset}' },
  'Return inspection – {asset}': { fr: 'Contrôle de restitution – {asset}', de: 'Rückgabeprüfung – {asset}', es: 'Inspección de devolución – {asset}', it: 'Ispezione di restituzione – {asset}' },
  'Repossession – {asset}': { fr: 'Reprise du bien – {asset}', de: 'Sicherstellung – {asset}', es: 'Recuperación del bien – {asset}', it: 'Ritiro del bene – {asset}' },
  'Damage assessment – {asset}': { fr: 'Expertise du sinistre – {asset}', de: 'Schadensgutachten – {asset}', es: 'Peritaje del siniestro – {asset}', it: 'Perizia del danno – {asset}' },
  'Asset delivered in the ordered configuration; delivery report signed by the client.': {
    fr: 'Bien livré dans la configuration commandée ; procès-verbal de livraison signé par le client.',
    de: 'Objekt in der bestellten Ausführung geliefert; Übergabeprotokoll vom Kunden unterschrieben.',
    es: 'Bien entregado con la configuración pedida; acta de entrega firmada por el cliente.',
    it: 'Bene consegnato nella configurazione ordinata; verbale di consegna firmato dal cliente.',
  },
  'Good condition; wear in line with the mileage.': { fr: 'Bon état ; usure conforme au kilométrage.', de: 'Guter Zustand; Verschleiß entspricht der Laufleistung.', es: 'Buen estado; desgaste acorde con el kilometraje.', it: 'Buono stato; usura in linea con il chilometraggio.' },
  'Minor scratches on the bodywork; to be charged at the return.': {
    fr: 'Rayures légères sur la carrosserie ; à facturer à la restitution.',
    de: 'Leichte Kratzer an der Karosserie; bei der Rückgabe zu berechnen.',
    es: 'Arañazos leves en la carrocería; a facturar en la devolución.',
    it: 'Lievi graffi sulla carrozzeria; da addebitare alla restituzione.',
  },
  'Yearly check planned with the client.': { fr: 'Contrôle annuel planifié avec le client.', de: 'Jährliche Prüfung mit dem Kunden vereinbart.', es: 'Revisión anual programada con el cliente.', it: 'Controllo annuale pianificato con il cliente.' },
  'Asset returned at the end of the contract; condition report signed.': {
    fr: 'Bien restitué en fin de contrat ; état des lieux signé.',
    de: 'Objekt bei Vertragsende zurückgegeben; Zustandsbericht unterschrieben.',
    es: 'Bien devuelto al final del contrato; informe de estado firmado.',
    it: 'Bene restituito a fine contratto; verbale sullo stato firmato.',
  },
  'Asset to collect from the client after the suspension of the contract.': {
    fr: 'Bien à reprendre chez le client après la suspension du contrat.',
    de: 'Objekt nach Aussetzung des Vertrags beim Kunden abzuholen.',
    es: 'Bien a recoger en casa del cliente tras la suspensión del contrato.',
    it: 'Bene da ritirare presso il cliente dopo la sospensione del contratto.',
  },
  'Damage confirmed by the expert; repair estimate requested.': {
    fr: 'Dommages confirmés par l’expert ; devis de réparation demandé.',
    de: 'Schaden vom Gutachter bestätigt; Kostenvoranschlag angefordert.',
    es: 'Daños confirmados por el perito; presupuesto de reparación solicitado.',
    it: 'Danni confermati dal perito; preventivo di riparazione richiesto.',
  },
  'Annual service – {asset}': { fr: 'Révision annuelle – {asset}', de: 'Jahresinspektion – {asset}', es: 'Revisión anual – {asset}', it: 'Tagliando annuale – {asset}' },
  'Tyre replacement – {asset}': { fr: 'Remplacement des pneus – {asset}', de: 'Reifenwechsel – {asset}', es: 'Cambio de neumáticos – {asset}', it: 'Sostituzione pneumatici – {asset}' },
  'Regulatory check – {asset}': { fr: 'Contrôle réglementaire – {asset}', de: 'Hauptuntersuchung – {asset}', es: 'Inspección reglamentaria – {asset}', it: 'Revisione obbligatoria – {asset}' },
  'Repair – {asset}': { fr: 'Réparation – {asset}', de: 'Reparatur – {asset}', es: 'Reparación – {asset}', it: 'Riparazione – {asset}' },
  'Service according to the manufacturer’s schedule.': { fr: 'Entretien selon le plan du constructeur.', de: 'Wartung nach Herstellervorgabe.', es: 'Mantenimiento según el plan del fabricante.', it: 'Manutenzione secondo il piano del costruttore.' },
  'Four tyres replaced; wear beyond the legal limit.': { fr: 'Quatre pneus remplacés ; usure au-delà de la limite légale.', de: 'Vier Reifen ersetzt; Verschleiß über der gesetzlichen Grenze.', es: 'Cuatro neumáticos sustituidos; desgaste por encima del límite legal.', it: 'Quattro pneumatici sostituiti; usura oltre il limite di legge.' },
  'Compulsory technical inspection.': { fr: 'Contrôle technique obligatoire.', de: 'Gesetzliche Hauptuntersuchung.', es: 'Inspección técnica obligatoria (ITV).', it: 'Revisione tecnica obbligatoria.' },
  'Breakdown reported by the client; the asset is at the supplier’s workshop.': {
    fr: 'Panne signalée par le client ; le bien est à l’atelier du fournisseur.',
    de: 'Vom Kunden gemeldeter Defekt; das Objekt ist in der Werkstatt des Lieferanten.',
    es: 'Avería comunicada por el cliente; el bien está en el taller del proveedor.',
    it: 'Guasto segnalato dal cliente; il bene è nell’officina del fornitore.',
  },
  'Bodywork damage – {asset}': { fr: 'Dommage carrosserie – {asset}', de: 'Karosserieschaden – {asset}', es: 'Daños en la carrocería – {asset}', it: 'Danno alla carrozzeria – {asset}' },
  'Glass breakage – {asset}': { fr: 'Bris de glace – {asset}', de: 'Glasbruch – {asset}', es: 'Rotura de lunas – {asset}', it: 'Rottura cristalli – {asset}' },
  'Theft – {asset}': { fr: 'Vol – {asset}', de: 'Diebstahl – {asset}', es: 'Robo – {asset}', it: 'Furto – {asset}' },
  'Total loss – {asset}': { fr: 'Perte totale – {asset}', de: 'Totalschaden – {asset}', es: 'Siniestro total – {asset}', it: 'Perdita totale – {asset}' },
  'Warranty claim – {asset}': { fr: 'Demande de garantie – {asset}', de: 'Garantieanspruch – {asset}', es: 'Reclamación de garantía – {asset}', it: 'Richiesta di garanzia – {asset}' },
  'Storm damage – {asset}': { fr: 'Dommage de grêle – {asset}', de: 'Hagelschaden – {asset}', es: 'Daños por granizo – {asset}', it: 'Danno da grandine – {asset}' },
  'Collision in a car park; the client sent photos and the accident report.': {
    fr: 'Accrochage sur un parking ; le client a envoyé les photos et le constat amiable.',
    de: 'Zusammenstoß auf einem Parkplatz; der Kunde hat Fotos und den Unfallbericht geschickt.',
    es: 'Colisión en un aparcamiento; el cliente envió fotos y el parte amistoso.',
    it: 'Urto in un parcheggio; il cliente ha inviato foto e constatazione amichevole.',
  },
  'Windscreen broken by a stone; replacement accepted by the insurer.': {
    fr: 'Pare-brise cassé par un gravillon ; remplacement accepté par l’assureur.',
    de: 'Windschutzscheibe durch Steinschlag beschädigt; Austausch vom Versicherer genehmigt.',
    es: 'Parabrisas roto por una piedra; sustitución aceptada por la aseguradora.',
    it: 'Parabrezza rotto da un sasso; sostituzione accettata dall’assicuratore.',
  },
  'Theft reported to the police; the complaint was sent to the insurer.': {
    fr: 'Vol déclaré à la police ; le dépôt de plainte a été transmis à l’assureur.',
    de: 'Diebstahl bei der Polizei angezeigt; die Anzeige wurde an den Versicherer geschickt.',
    es: 'Robo denunciado a la policía; la denuncia se envió a la aseguradora.',
    it: 'Furto denunciato alla polizia; la denuncia è stata inviata all’assicuratore.',
  },
  'Declared a total loss by the expert; the insurer paid the market value and the contract was settled.': {
    fr: 'Déclaré en perte totale par l’expert ; l’assureur a versé la valeur vénale et le contrat a été soldé.',
    de: 'Vom Gutachter als Totalschaden eingestuft; der Versicherer hat den Marktwert gezahlt und der Vertrag wurde abgerechnet.',
    es: 'Declarado siniestro total por el perito; la aseguradora pagó el valor venal y el contrato se liquidó.',
    it: 'Dichiarato perdita totale dal perito; l’assicuratore ha pagato il valore di mercato e il contratto è stato saldato.',
  },
  'Breakdown covered by the manufacturer’s warranty; repair at the supplier.': {
    fr: 'Panne couverte par la garantie constructeur ; réparation chez le fournisseur.',
    de: 'Defekt durch die Herstellergarantie gedeckt; Reparatur beim Lieferanten.',
    es: 'Avería cubierta por la garantía del fabricante; reparación en el proveedor.',
    it: 'Guasto coperto dalla garanzia del costruttore; riparazione presso il fornitore.',
  },
  'Warranty refused by the supplier: wear part not covered.': {
    fr: 'Garantie refusée par le fournisseur : pièce d’usure non couverte.',
    de: 'Garantie vom Lieferanten abgelehnt: Verschleißteil nicht gedeckt.',
    es: 'Garantía rechazada por el proveedor: pieza de desgaste no cubierta.',
    it: 'Garanzia rifiutata dal fornitore: parte soggetta a usura non coperta.',
  },
  'Asset damaged by hail while parked outside; expert visit requested.': {
    fr: 'Bien endommagé par la grêle en stationnement ; passage de l’expert demandé.',
    de: 'Objekt beim Parken im Freien durch Hagel beschädigt; Gutachter angefordert.',
    es: 'Bien dañado por granizo estando aparcado; se ha solicitado la visita del perito.',
    it: 'Bene danneggiato dalla grandine durante la sosta; richiesta la visita del perito.',
  },

  // client relations (clientRelations.ts) and mails (administration.ts)
  'Renew your equipment with Tabula Lease': { fr: 'Renouvelez votre équipement avec Tabula Lease', de: 'Erneuern Sie Ihre Ausstattung mit Tabula Lease', es: 'Renueve su equipo con Tabula Lease', it: 'Rinnovate le vostre attrezzature con Tabula Lease' },
  'Your contract ends in the coming months: we can renew your equipment on the same terms, with no break in service.': {
    fr: 'Votre contrat arrive à échéance dans les prochains mois : nous pouvons renouveler votre équipement aux mêmes conditions, sans interruption de service.',
    de: 'Ihr Vertrag endet in den kommenden Monaten: Wir können Ihre Ausstattung zu denselben Bedingungen ohne Unterbrechung erneuern.',
    es: 'Su contrato vence en los próximos meses: podemos renovar su equipo en las mismas condiciones, sin interrupción del servicio.',
    it: 'Il vostro contratto scade nei prossimi mesi: possiamo rinnovare le vostre attrezzature alle stesse condizioni, senza interruzioni.',
  },
  'Payment reminder – invoice {invoice}': { fr: 'Relance de paiement – facture {invoice}', de: 'Zahlungserinnerung – Rechnung {invoice}', es: 'Recordatorio de pago – factura {invoice}', it: 'Sollecito di pagamento – fattura {invoice}' },
  'Unless we are mistaken, invoice {invoice} is still unpaid. Please settle it within 8 days.': {
    fr: 'Sauf erreur de notre part, la facture {invoice} reste impayée. Merci de la régler sous 8 jours.',
    de: 'Sofern wir uns nicht irren, ist die Rechnung {invoice} noch offen. Bitte begleichen Sie sie innerhalb von 8 Tagen.',
    es: 'Salvo error por nuestra parte, la factura {invoice} sigue pendiente. Le rogamos la abone en un plazo de 8 días.',
    it: 'Salvo errore, la fattura {invoice} risulta ancora non pagata. Vi preghiamo di saldarla entro 8 giorni.',
  },
  'Welcome: your contract {contract} has started': { fr: 'Bienvenue : votre contrat {contract} a démarré', de: 'Willkommen: Ihr Vertrag {contract} hat begonnen', es: 'Bienvenido: su contrato {contract} ha comenzado', it: 'Benvenuti: il vostro contratto {contract} è iniziato' },
  'Your contract {contract} has started. You will find your payment schedule in your client area.': {
    fr: 'Votre contrat {contract} a démarré. Vous trouverez votre échéancier dans votre espace client.',
    de: 'Ihr Vertrag {contract} hat begonnen. Ihren Zahlungsplan finden Sie in Ihrem Kundenbereich.',
    es: 'Su contrato {contract} ha comenzado. Encontrará su calendario de pagos en su área de cliente.',
    it: 'Il vostro contratto {contract} è iniziato. Trovate il piano dei pagamenti nella vostra area clienti.',
  },
  'Request for an early termination quote': { fr: 'Demande de devis de résiliation anticipée', de: 'Anfrage eines Angebots zur vorzeitigen Vertragsbeendigung', es: 'Solicitud de presupuesto de cancelación anticipada', it: 'Richiesta di preventivo di estinzione anticipata' },
  'The client asks how much it would cost to end contract {contract} early.': {
    fr: 'Le client demande combien coûterait la résiliation anticipée du contrat {contract}.',
    de: 'Der Kunde fragt, was eine vorzeitige Beendigung des Vertrags {contract} kosten würde.',
    es: 'El cliente pregunta cuánto costaría cancelar anticipadamente el contrato {contract}.',
    it: 'Il cliente chiede quanto costerebbe estinguere anticipatamente il contratto {contract}.',
  },
  'End of term of your contract {contract}': { fr: 'Fin de votre contrat {contract}', de: 'Ende Ihres Vertrags {contract}', es: 'Vencimiento de su contrato {contract}', it: 'Scadenza del vostro contratto {contract}' },
  'Your contract {contract} comes to its end: tell us whether you wish to buy, return or renew the equipment.': {
    fr: 'Votre contrat {contract} arrive à son terme : dites-nous si vous souhaitez acheter, restituer ou renouveler l’équipement.',
    de: 'Ihr Vertrag {contract} läuft aus: Teilen Sie uns mit, ob Sie die Ausstattung kaufen, zurückgeben oder erneuern möchten.',
    es: 'Su contrato {contract} llega a su fin: indíquenos si desea comprar, devolver o renovar el equipo.',
    it: 'Il vostro contratto {contract} giunge al termine: comunicateci se desiderate acquistare, restituire o rinnovare le attrezzature.',
  },
  'The client moved: new address to record on its file and its contracts.': {
    fr: 'Le client a déménagé : nouvelle adresse à enregistrer sur sa fiche et ses contrats.',
    de: 'Der Kunde ist umgezogen: neue Anschrift in der Akte und den Verträgen erfassen.',
    es: 'El cliente se ha mudado: nueva dirección a registrar en su ficha y sus contratos.',
    it: 'Il cliente ha traslocato: nuovo indirizzo da registrare sulla scheda e sui contratti.',
  },
  'The client changed banks: new account for the direct debits.': {
    fr: 'Le client a changé de banque : nouveau compte pour les prélèvements.',
    de: 'Der Kunde hat die Bank gewechselt: neues Konto für die Lastschriften.',
    es: 'El cliente ha cambiado de banco: nueva cuenta para los adeudos.',
    it: 'Il cliente ha cambiato banca: nuovo conto per gli addebiti diretti.',
  },
  'The client changed its name: new name to record.': { fr: 'Le client a changé de nom : nouveau nom à enregistrer.', de: 'Der Kunde hat seinen Namen geändert: neuen Namen erfassen.', es: 'El cliente ha cambiado de nombre: nuevo nombre a registrar.', it: 'Il cliente ha cambiato nome: nuovo nome da registrare.' },
  'The client also acts as a guarantor of another client.': { fr: 'Le client se porte aussi caution d’un autre client.', de: 'Der Kunde bürgt auch für einen anderen Kunden.', es: 'El cliente también actúa como avalista de otro cliente.', it: 'Il cliente è anche garante di un altro cliente.' },
  'Your invoice {invoice}': { fr: 'Votre facture {invoice}', de: 'Ihre Rechnung {invoice}', es: 'Su factura {invoice}', it: 'La vostra fattura {invoice}' },
  'Please find your invoice {invoice} in your client area. It will be paid as agreed.': {
    fr: 'Votre facture {invoice} est disponible dans votre espace client. Elle sera réglée selon les modalités convenues.',
    de: 'Ihre Rechnung {invoice} steht in Ihrem Kundenbereich bereit. Sie wird wie vereinbart beglichen.',
    es: 'Su factura {invoice} está disponible en su área de cliente. Se abonará según lo acordado.',
    it: 'La vostra fattura {invoice} è disponibile nella vostra area clienti. Sarà pagata come concordato.',
  },
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
