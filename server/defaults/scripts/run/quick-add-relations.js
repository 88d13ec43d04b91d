// @description Quick-add relations (seed 002 §2.7, §7 POST /api/script/runs/quick-add-relations): the relations the add-person modal of the relations card offers for ctx.body.sourcePerson; see docs/relations.md
//
// ctx.body = { sourcePerson: { registration, type, ... } } (or the registration alone)
// Answers [{ relation, label, personType, quickAddRoles: [{ role }] }]: the relation the new person
// gets from the source person, the type of the new person and the roles it starts with.
// A tenant may replace this script; roles given as strings are normalised to { role } objects.

const BY_TYPE = {
  C: [
    ['DIRECTOR', 'I', ['LEGAL_REPRESENTATIVE']],
    ['SHAREHOLDER', 'I', ['BENEFICIAL_OWNER']],
    ['EMPLOYEE', 'E', ['EMPLOYEE']],
    ['SUBSIDIARY', 'C', []],
    ['CONTACT', 'I', ['CONTACT']],
  ],
  O: [
    ['SUBSIDIARY', 'O', ['BUSINESSUNIT']],
    ['MANAGER', 'I', ['LEGAL_REPRESENTATIVE']],
    ['EMPLOYEE', 'E', ['EMPLOYEE']],
    ['CONTACT', 'I', ['CONTACT']],
  ],
  I: [
    ['SPOUSE', 'I', ['CO_BORROWER']],
    ['CHILD', 'I', []],
    ['GUARANTOR', 'I', ['GUARANTOR']],
  ],
  P: [
    ['EMPLOYEE', 'E', ['EMPLOYEE']],
    ['CONTACT', 'I', ['CONTACT']],
  ],
  E: [['CONTACT', 'I', ['CONTACT']]],
};

export function execute(ctx) {
  const body = ctx.body || {};
  let source = body.sourcePerson;
  if (typeof source === 'string' && source) source = ctx.host.read({ entity: 'Person', key: source });
  const type = source && typeof source === 'object' && typeof source.type === 'string' ? source.type : 'C';
  const items = ctx.host.lookup({ list: 'relation' }) || [];
  const labelOf = (code) => {
    const item = items.find((i) => i.value === code);
    return item ? item.label : code + ' (???)';
  };
  return (BY_TYPE[type] || BY_TYPE.C).map(([relation, personType, roles]) => ({
    relation,
    label: labelOf(relation),
    personType,
    quickAddRoles: roles.map((role) => ({ role })),
  }));
}
