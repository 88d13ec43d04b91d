// @entityName Person
// @description Batch script (docs/batches.md): sets a person's risk class from the share of their monthly income their expenditure takes (A under 15 %, B under 30 %, C under 45 %, D under 60 %, E above); a person without declared income keeps their class, with a warning
export function execute(ctx) {
  const person = (ctx.body && ctx.body.record) || {};
  const income = Number(person.incomeTotal) || 0;
  const spent = Number(person.expenditureTotal) || 0;
  if (income <= 0) return { warning: 'no declared income: risk class kept' };
  const ratio = spent / income;
  const riskClass = ratio < 0.15 ? 'A' : ratio < 0.3 ? 'B' : ratio < 0.45 ? 'C' : ratio < 0.6 ? 'D' : 'E';
  const share = Math.round(ratio * 100);
  return { data: { riskClass }, message: person.riskClass === riskClass ? `expenditure ${share} % of income: class ${riskClass} confirmed` : `expenditure ${share} % of income: class ${person.riskClass || 'none'} -> ${riskClass}` };
}
