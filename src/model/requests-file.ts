/** Where /admin downloads every request as a workbook for Excel. */
export const requestsFileAddress = '/admin/requests.xlsx'

/** The name that workbook is downloaded under, on the business's day ("2026-11-29"): "Requests 2026-11-29.xlsx". */
export const requestsFileName = (day: string): string => `Requests ${day}.xlsx`
