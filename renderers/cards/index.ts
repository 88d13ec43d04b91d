import type { ComponentType } from 'react';
import { AiAssistantCard } from './AiAssistantCard.tsx';
import { AssetsCard } from './AssetsCard.tsx';
import { AuditsCard } from './AuditsCard.tsx';
import { BatchRunCard } from './BatchRunCard.tsx';
import type { CardProps } from './CardProps.ts';
import { ChartCard } from './ChartCard.tsx';
import { CommunicationsCard } from './CommunicationsCard.tsx';
import { ContentCard } from './ContentCard.tsx';
import { DashboardCard } from './DashboardCard.tsx';
import { DocumentsCard } from './DocumentsCard.tsx';
import { ExposureCard } from './ExposureCard.tsx';
import { ExtensionCard } from './ExtensionCard.tsx';
import { ExternalDataCard } from './ExternalDataCard.tsx';
import { HistoryCard } from './HistoryCard.tsx';
import { ImagesCard } from './ImagesCard.tsx';
import { ImportResultsCard } from './ImportResultsCard.tsx';
import { InvoicesCard } from './InvoicesCard.tsx';
import { MaintenancesCard } from './MaintenancesCard.tsx';
import { NavsCard } from './NavsCard.tsx';
import { NotesCard } from './NotesCard.tsx';
import { PaymentPlanCard } from './PaymentPlanCard.tsx';
import { PersonsCard } from './PersonsCard.tsx';
import { PersonsReadOnlyCard } from './PersonsReadOnlyCard.tsx';
import { RelationsCard } from './RelationsCard.tsx';
import { SheetCard } from './SheetCard.tsx';
import { SubEntitiesCard } from './SubEntitiesCard.tsx';
import { TasksCard } from './TasksCard.tsx';
import { UnknownCard } from './UnknownCard.tsx';
import { WorkflowCard } from './WorkflowCard.tsx';

/** The card registry (seed 002 §2.9): exact kind -> card body. */
export const cardRenderers: Readonly<Record<string, ComponentType<CardProps>>> = {
  Assets: AssetsCard,
  Audits: AuditsCard,
  BatchRun: BatchRunCard,
  Chart: ChartCard,
  Content: ContentCard,
  Communications: CommunicationsCard,
  Dashboard: DashboardCard,
  Documents: DocumentsCard,
  Exposure: ExposureCard,
  Extension: ExtensionCard,
  ExternalData: ExternalDataCard,
  History: HistoryCard,
  Images: ImagesCard,
  ImportResults: ImportResultsCard,
  Invoices: InvoicesCard,
  Maintenances: MaintenancesCard,
  Notes: NotesCard,
  Persons: PersonsCard,
  PersonsReadOnly: PersonsReadOnlyCard,
  Relations: RelationsCard,
  Sheet: SheetCard,
  SubEntities: SubEntitiesCard,
  Navs: NavsCard,
  Tasks: TasksCard,
  Workflow: WorkflowCard,
  AiAssistant: AiAssistantCard,
  PaymentPlan: PaymentPlanCard,
};

/** The body of a card kind, or the fallback that says 'Unknown card {kind}'. */
export function resolveCard(kind: string): ComponentType<CardProps> {
  return Object.prototype.hasOwnProperty.call(cardRenderers, kind) ? cardRenderers[kind] : UnknownCard;
}
