export type { BringBackItem, HistoryItemRef, HistoryListEntry, HistoryPlan } from './contracts/history.ts'
