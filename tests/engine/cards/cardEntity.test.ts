import { describe, expect, it } from 'vitest';
import { cardEntity, mayShowCard } from '../../../engine/cards/cardEntity.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';

const card = (kind: string, props: Record<string, unknown> = {}) => ({ kind, props });

describe('cards that list another collection', () => {
  const registry = createDefaultRegistry();
  // the default SALES profile: persons, prospects, deals, contracts (read), taxes
  const sales = (permission: string) => ['read /api/person/persons', 'read /api/financing/contracts', 'read /api/core/taxes'].includes(permission);

  it('names the entity a card lists', () => {
    expect(cardEntity(card('Invoices'))).toBe('Invoice');
    expect(cardEntity(card('Notes'))).toBe('Note');
    expect(cardEntity(card('SubEntities', { entityName: 'Amendment' }))).toBe('Amendment');
    expect(cardEntity(card('Workflow'))).toBeUndefined();
    expect(cardEntity(card('Documents'))).toBeUndefined();
  });

  it("hides a card whose collection the user may not read, as the server would refuse it", () => {
    expect(mayShowCard(card('Invoices'), registry, sales)).toBe(false);
    expect(mayShowCard(card('Notes'), registry, sales)).toBe(false);
    expect(mayShowCard(card('SubEntities', { entityName: 'Amendment' }), registry, sales)).toBe(false);
    expect(mayShowCard(card('Invoices'), registry, (p) => p === 'read /api/billing/invoices')).toBe(true);
  });

  it('shows the cards that list nothing else, and every card where no check is possible', () => {
    expect(mayShowCard(card('Workflow'), registry, sales)).toBe(true);
    expect(mayShowCard(card('PaymentPlan'), registry, sales)).toBe(true);
    expect(mayShowCard(card('Invoices'), registry, undefined)).toBe(true);
    expect(mayShowCard(card('SubEntities', { entityName: 'NoSuchEntity' }), registry, sales)).toBe(true);
  });
});
