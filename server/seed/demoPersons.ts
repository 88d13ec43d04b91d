/** A little demo data for a fresh database: a few persons of each common type. */
export const DEMO_PERSONS: Record<string, unknown>[] = [
  { type: 'C', name: 'Atelier Lumière SAS', commercialName: 'Atelier Lumière', legalForm: 'SAS', email: 'contact@atelier-lumiere.example', phone: '+33 1 42 00 00 01', addresses: [{ type: 'MAIN', addressLine: '12 rue de la Paix, 75002 Paris, France', address1: '12 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'FR' }], roles: [{ role: 'CLIENT' }] },
  { type: 'C', name: 'Transportes Iberia SL', legalForm: 'SL', email: 'info@transportes-iberia.example', addresses: [{ type: 'MAIN', addressLine: 'Calle Mayor 5, 28013 Madrid, Spain', address1: 'Calle Mayor 5', zipcode: '28013', city: 'Madrid', country: 'ES' }], roles: [{ role: 'CLIENT' }, { role: 'TRANSPORTER' }] },
  { type: 'C', name: 'Nordlease Equipment GmbH', legalForm: 'GmbH', roles: [{ role: 'SUPPLIER' }] },
  { type: 'O', name: 'Tabula Demo Lending', roles: [{ role: 'ORGANIZATION' }] },
  { type: 'C', name: 'Partner Motors Ltd', roles: [{ role: 'PARTNER' }] },
  { type: 'I', title: 'MRS', firstName: 'Claire', lastName: 'Martin', email: 'claire.martin@example.com', birthDate: '1984-05-17', roles: [{ role: 'CLIENT' }] },
  { type: 'I', title: 'MR', firstName: 'Javier', lastName: 'García', email: 'javier.garcia@example.com', roles: [{ role: 'SALES' }] },
  { type: 'P', title: 'MR', firstName: 'Tomas', lastName: 'Petrauskas', registration: 'SIR552100554', roles: [{ role: 'CLIENT' }] },
];
