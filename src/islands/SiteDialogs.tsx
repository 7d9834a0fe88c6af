import { useEffect } from 'react'
import { FormDialog } from '../forms/FormDialog.tsx'
import { useFormDialog } from '../forms/use-form-dialog.ts'
import { ServicesMenu, servicesMenuId, type ServicesMenuVariant } from '../layout/ServicesMenu.tsx'
import { useShell } from '../ui/shell-context.tsx'
import type { SiteActions } from '../ui/site-actions.ts'
import { useOpenedFrom } from '../ui/use-opened-from.ts'

/**
 * The dialogs buttons open: a form from `forms:` and the services menu. Drawn only once a visitor
 * first asks for one; `onReady` hands over the functions that open them.
 */
export function SiteDialogs({ onReady }: { onReady: (actions: SiteActions) => void }) {
  const { forms, business } = useShell()
  const servicesMenu = useOpenedFrom<ServicesMenuVariant>()
  const formDialog = useFormDialog()
  const openServices = servicesMenu.open
  const openForm = formDialog.open
  useEffect(() => {
    onReady({ openForm, openMenu: (_menu, opener, variant = 'dialog') => openServices(variant, opener) })
  }, [onReady, openForm, openServices])
  useExpandedWhileOpen(servicesMenu.opener)
  const shownForm = formDialog.current
  const shownFormDefinition = shownForm ? forms[shownForm.formId] : undefined
  return (
    <>
      {servicesMenu.current && <ServicesMenu variant={servicesMenu.current} onClose={servicesMenu.close} />}
      {shownForm && shownFormDefinition && (
        <FormDialog
          key={shownForm.formId}
          formId={shownForm.formId}
          form={shownFormDefinition}
          whatsappNumber={business.whatsapp}
          prefill={shownForm.prefill}
          onClose={formDialog.close}
        />
      )}
    </>
  )
}

/** A toggle that says whether its menu is open (the phone tab bar's) says so while the menu shows. */
function useExpandedWhileOpen(opener: HTMLElement | null) {
  useEffect(() => {
    if (!opener?.hasAttribute('aria-expanded')) return
    opener.setAttribute('aria-expanded', 'true')
    opener.setAttribute('aria-controls', servicesMenuId)
    return () => {
      opener.setAttribute('aria-expanded', 'false')
      opener.removeAttribute('aria-controls')
    }
  }, [opener])
}
