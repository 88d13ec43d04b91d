import { lazy, type ComponentType } from 'react';
import { AiElement } from './AiElement.tsx';
import { CalculatorElement } from './CalculatorElement.tsx';
import { CarouselElement } from './CarouselElement.tsx';
import { ContractsummaryElement } from './ContractsummaryElement.tsx';
import type { ElementProps } from './ElementProps.ts';
import { ErrorElement } from './ErrorElement.tsx';
import { FormElement } from './FormElement.tsx';
import { HtmlElement } from './HtmlElement.tsx';
import { KpiElement } from './KpiElement.tsx';
import { LegendElement } from './LegendElement.tsx';
import { LinkElement } from './LinkElement.tsx';
import { OpenapiElement } from './OpenapiElement.tsx';
import { PivotElement } from './PivotElement.tsx';
import { TableElement } from './TableElement.tsx';
import { TaskslistElement } from './TaskslistElement.tsx';
import { UnknownElement } from './UnknownElement.tsx';

/** Heavy elements (ECharts, Leaflet) are separate chunks, loaded on first use. */
const EchartElement = lazy(() => import('./EchartElement.tsx').then((m) => ({ default: m.EchartElement })));
const ChartistElement = lazy(() => import('./ChartistElement.tsx').then((m) => ({ default: m.ChartistElement })));
const MapElement = lazy(() => import('./MapElement.tsx').then((m) => ({ default: m.MapElement })));

/** The layout element registry (seed 002 §2.9): exact type -> component. */
export const elementRenderers: Readonly<Record<string, ComponentType<ElementProps>>> = {
  ai: AiElement,
  calculator: CalculatorElement,
  carousel: CarouselElement,
  chartist: ChartistElement,
  contractsummary: ContractsummaryElement,
  echart: EchartElement,
  error: ErrorElement,
  form: FormElement,
  html: HtmlElement,
  kpi: KpiElement,
  legend: LegendElement,
  link: LinkElement,
  map: MapElement,
  openapi: OpenapiElement,
  pivot: PivotElement,
  table: TableElement,
  taskslist: TaskslistElement,
};

/** The component of an element type, or the fallback that names the unknown type. */
export function resolveElement(type: string): ComponentType<ElementProps> {
  return Object.prototype.hasOwnProperty.call(elementRenderers, type) ? elementRenderers[type] : UnknownElement;
}
