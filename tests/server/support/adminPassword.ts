export const ADMIN_PASSWORD = 'Entity-API-test-Passw0rd';
