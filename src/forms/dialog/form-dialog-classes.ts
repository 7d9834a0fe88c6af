/** The class names FormDialog.tsx writes, open-form-dialog.ts looks for and form-dialog.css styles. */
export const formDialogClass = {
  dialog: 'form-dialog',
  header: 'form-dialog__header',
  close: 'form-dialog__close',
} as const
