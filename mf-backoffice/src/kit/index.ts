/**
 * The back office's screen kit: what a staff screen is composed of. A screen imports from
 * here and keeps only its own look in its CSS module.
 */
export { PageFrame, type PageFrameProps } from './PageFrame';
export { FilterBar, Filter, type FilterBarProps, type FilterProps } from './FilterBar';
export { DataTable, type Column, type DataTableProps } from './DataTable';
export { Paging, type PagingProps, type PagingTexts } from './Paging';
export { ProblemBox, type ProblemBoxProps } from './ProblemBox';
export { StateLine } from './StateLine';
export { Outcome, type OutcomeMessage } from './Outcome';
export { ConfirmDialog, type ConfirmDialogProps, type ReasonField } from './ConfirmDialog';
export { ConfirmPanel, type ConfirmPanelProps } from './ConfirmPanel';
export { useUrlQuery } from './useUrlQuery';
export { mayCall } from '../session/mayCall';
export { default as kit } from './kit.module.css';
export { saveCsv } from './saveCsv';
