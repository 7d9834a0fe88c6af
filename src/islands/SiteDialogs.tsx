import { useEffect, useRef } from 'react'
import { FormDialog } from '../forms/FormDialog.tsx'
import { useFormDialog } from '../forms/use-form-dialog.ts'
import { openServicesMenu } from '../layout/services-menu.ts'
import { useCurrentPath } from '../ui/current-path.tsx'
import { useShell } from '../ui/shell-context.tsx'
import type { SiteActions } from '../ui/site-actions.ts'

/**
 * The dialogs buttons open in a page React draws whole (the editor's preview): a form from `forms:`, drawn only
 * once it is asked for, and the services menu. The public pages open both without React (open-form-dialog.ts,
 * services-menu.ts). `onReady` hands over the functions that open them.
 */
export function SiteDialogs({ onReady }: { onReady: (actions: SiteActions) => void }) {
  const { forms, business, services } = useShell()
  const path = useCurrentPath()
  const formDialog = useFormDialog()
  const openForm = formDialog.open
  const dismissMenu = useRef<() => void>(undefined)
  useEffect(() => {
    onReady({
      openForm,
      openMenu: (_menu, opener, variant = 'dialog') => {
        dismissMenu.current = openServicesMenu({ services, path, variant, opener })
      },
    })
  }, [onReady, openForm, services, path])
  useEffect(() => () => dismissMenu.current?.(), [])
  const shownForm = formDialog.current
  const shownFormDefinition = shownForm ? forms[shownForm.formId] : undefined
  return (
    shownForm &&
    shownFormDefinition && (
      <FormDialog
        key={shownForm.formId}
        formId={shownForm.formId}
        form={shownFormDefinition}
        whatsappNumber={business.whatsapp}
        prefill={shownForm.prefill}
        onClose={formDialog.close}
      />
    )
  )
}
