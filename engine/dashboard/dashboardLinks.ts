import { IN_FORCE_STATUSES, OPEN_INVOICE_STATUSES, OPEN_TASK_STATUSES, STARTED_STATUSES, monthRange } from './dashboardFigures.ts';

/**
 * Where each figure of the dashboard leads: the list filtered so that it shows exactly the records
 * the figure counts (list filters of docs/rest-api.md, dates as server keywords so a link kept in
 * a bookmark stays right tomorrow).
 */
const url = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export const dashboardLinks = {
  contractsWithStatus: (status: string | null) => url('/contracts', { status: status ?? 'null' }),
  contractsInForce: () => url('/contracts', { status: IN_FORCE_STATUSES.join(',') }),
  newBusinessOf: (month: string) => url('/contracts', { status: STARTED_STATUSES.join(','), startDate: monthRange(month).join('~') }),
  invoicesDue: () => url('/invoices', { status: OPEN_INVOICE_STATUSES.join(','), pr: '!P', dueDate: 'today~' }),
  invoicesOverdue: () => url('/invoices', { status: OPEN_INVOICE_STATUSES.join(','), pr: '!P', dueDate: '~today-1' }),
  myTasks: (username: string) => url('/tasks', { assignee: username, status: OPEN_TASK_STATUSES.join(',') }),
  myLateTasks: (username: string) => url('/tasks', { assignee: username, status: OPEN_TASK_STATUSES.join(','), dueDate: '~today-1' }),
};
