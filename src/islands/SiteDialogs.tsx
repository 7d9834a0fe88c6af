import { useEffect, useRef } from 'react'
import { FormDialogTemplates } from '../forms/dialog/FormDialog.tsx'
import { openFormDialog } from '../forms/dialog/open-form-dialog.ts'
import { formLanguageOf } from '../forms/form-language.ts'
import { openServicesMenu } from '../layout/services-menu/services-menu.ts'
import { ServicesMenuTemplate } from '../layout/services-menu/ServicesMenu.tsx'
import { useCurrentPath } from '../ui/links/current-path.tsx'
import { useShell } from '../ui/shell-context.tsx'
import { servicesHeading } from '../model/services-heading.ts'
import type { SiteActions } from '../ui/site-actions.ts'

/**
 * The dialogs buttons open in a page React draws whole (the editor's preview), opened by the public pages' own
 * code: the dialog of every form and the services menu, carried in templates as a prerendered page carries those
 * its buttons open. `onReady` hands over the functions that open them.
 */
export function SiteDialogs({ onReady }: { onReady: (actions: SiteActions) => void }) {
  const shell = useShell()
  const { forms, business, services } = shell
  const path = useCurrentPath()
  const dismissMenu = useRef<() => void>(undefined)
  useEffect(() => {
    onReady({
      openForm: (formId, opener, prefill) => {
        const form = forms[formId]
        if (form)
          openFormDialog({
            formId,
            form,
            whatsappNumber: business.whatsapp,
            language: formLanguageOf(shell),
            prefill,
            opener,
          })
      },
      openMenu: (_menu, opener, variant = 'dialog') => {
        dismissMenu.current = openServicesMenu({ variant, opener })
      },
    })
  }, [onReady, forms, business.whatsapp, shell])
  useEffect(() => () => dismissMenu.current?.(), [])
  return (
    <>
      <FormDialogTemplates forms={forms} formIds={Object.keys(forms)} />
      <ServicesMenuTemplate
        services={services}
        heading={servicesHeading(shell)}
        closeLabel={shell.words.close}
        path={path}
      />
    </>
  )
}
