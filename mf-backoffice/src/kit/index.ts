/**
 * The back office's screen kit: what a staff screen is composed of. A screen imports from
 * here and keeps only its own look in its CSS module.
 */

export { mayCall } from '../session/mayCall';
export { ConfirmDialog, type ConfirmDialogProps, type ReasonField } from './ConfirmDialog';
export { ConfirmPanel, type ConfirmPanelProps } from './ConfirmPanel';
export { type Column, DataTable, type DataTableProps } from './DataTable';
export { FactsCard, type FactsCardProps } from './FactsCard';
export { Filter, FilterBar, type FilterBarProps, type FilterProps } from './FilterBar';
export { default as filterCss } from './filters.module.css';
export { default as kit } from './kit.module.css';
export { Outcome, type OutcomeMessage } from './Outcome';
export { PageFrame, type PageFrameProps } from './PageFrame';
export { Paging, type PagingProps, type PagingTexts } from './Paging';
export { ProblemBox, type ProblemBoxProps } from './ProblemBox';
export { StateLine } from './StateLine';
export { saveCsv } from './saveCsv';
export { default as tableCss } from './table.module.css';
export { useQuestionFocus } from './useQuestionFocus';
export { useUrlQuery } from './useUrlQuery';
