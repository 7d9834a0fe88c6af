import './inbox.css'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { InboxForms, Submission } from '../../model/admin-api.ts'
import { api } from '../app/api.ts'
import { FailedDeliveries } from './FailedDeliveries.tsx'
import { FormFilter } from './FormFilter.tsx'
import { SubmissionCard } from './SubmissionCard.tsx'
import { requestName } from './request-name.ts'
import { useSubmissions } from './use-submissions.ts'
import { ProblemAlert } from '../app/form-parts/ProblemAlert.tsx'
import { useLoaded } from '../app/form-parts/use-loaded.ts'
import { useSending } from '../app/form-parts/use-sending.ts'
import { RemoveHandled } from './RemoveHandled.tsx'
import { RoomNotice } from './RoomNotice.tsx'
import { requestsFileAddress, requestsFileName } from '../../model/requests-file.ts'
import { businessToday } from '../app/business-time.ts'

const loadForms = () => api<InboxForms>('forms')

/**
 * The /admin home: the requests visitors sent with the forms, newest first, with the notifications that
 * never reached the business, every request as a workbook for Excel (one sheet per form), a warning
 * once the inbox is nearly full, and removing requests one by one or the handled ones in one step.
 */
export function InboxScreen() {
  const [searchParams, setSearchParams] = useSearchParams()
  const form = searchParams.get('form') ?? ''
  const loadedForms = useLoaded(loadForms)
  const forms = loadedForms.value ?? {}
  const [status, setStatus] = useState('')
  // Loading older requests; marking and removing one are sent from its card, which says what went wrong.
  const { problem, setProblem, send } = useSending()
  const submissions = useSubmissions(form)
  const heading = useRef<HTMLHeadingElement>(null)
  const list = useRef<HTMLUListElement>(null)
  /** The index of the first request a click on "Older requests" added, to move the focus to. */
  const focusAfterLoading = useRef<number>(undefined)

  const announce = (message: string) => {
    setProblem('')
    setStatus(message)
  }

  // After every render, as the added submissions show up some render after the page arrived.
  useEffect(() => {
    const index = focusAfterLoading.current
    const target = index === undefined ? undefined : list.current?.children[index]?.querySelector('h2')
    if (!target) return
    target.focus()
    focusAfterLoading.current = undefined
  })

  const setHandled = async (submission: Submission, isHandled: boolean) => {
    setStatus('')
    await submissions.setHandled(submission.id, isHandled)
    announce(isHandled ? 'Marked as handled.' : 'Marked as not handled.')
  }

  const remove = async (submission: Submission) => {
    const index = submissions.items.findIndex((item) => item.id === submission.id)
    setStatus('')
    await submissions.remove(submission.id)
    const remaining = submissions.items.length - 1
    // The focus goes to the request that took its place, or the one before it, or the heading.
    if (remaining > 0) focusAfterLoading.current = Math.min(index, remaining - 1)
    else heading.current?.focus()
    const name = requestName(submission, forms[submission.form])
    announce(`${name.charAt(0).toUpperCase()}${name.slice(1)} was removed.`)
  }

  const loadOlder = async () => {
    setStatus('')
    focusAfterLoading.current = submissions.items.length
    try {
      const added = await submissions.loadOlder()
      if (added === 0) focusAfterLoading.current = undefined
      announce(`${added} older request${added === 1 ? '' : 's'} added below.`)
    } catch (caught) {
      focusAfterLoading.current = undefined
      throw caught
    }
  }

  const formTitle = forms[form]?.title ?? form
  return (
    <div className="inbox">
      <h1 ref={heading} tabIndex={-1}>
        Inbox
      </h1>
      <RoomNotice room={submissions.room} />
      <FailedDeliveries forms={forms} announce={announce} onAllRetried={() => heading.current?.focus()} />
      <div className="inbox-tools">
        <FormFilter
          forms={forms}
          value={form}
          onChange={(next) => {
            setStatus('')
            setProblem('')
            setSearchParams(next ? { form: next } : {}, { replace: true })
          }}
        />
        <a
          className="admin-button admin-secondary"
          href={requestsFileAddress}
          download
          // A phone shows little or nothing of a download: the status says where it goes.
          onClick={() =>
            announce(`The file “${requestsFileName(businessToday())}” is downloading. Look for it in your Downloads.`)
          }
        >
          Download for Excel
        </a>
      </div>
      <RemoveHandled onRemove={submissions.removeHandled} announce={announce} />
      <output className="inbox-status">{status}</output>
      <ProblemAlert problem={problem || loadedForms.problem || submissions.problem} />
      {submissions.isLoading && submissions.items.length === 0 && <p>Loading the requests…</p>}
      {!submissions.isLoading && !submissions.problem && submissions.items.length === 0 && (
        <p>{form ? `No requests from ${formTitle} yet.` : 'No requests yet.'}</p>
      )}
      {submissions.items.length > 0 && (
        <ul ref={list} className="inbox-list">
          {submissions.items.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard
                submission={submission}
                form={forms[submission.form]}
                onSetHandled={setHandled}
                onRemove={remove}
              />
            </li>
          ))}
        </ul>
      )}
      {submissions.hasMore && (
        <button
          type="button"
          className="admin-secondary"
          aria-disabled={submissions.isLoading || undefined}
          onClick={() => void (submissions.isLoading || send(loadOlder))}
        >
          {submissions.isLoading ? 'Loading…' : 'Older requests'}
        </button>
      )}
    </div>
  )
}
