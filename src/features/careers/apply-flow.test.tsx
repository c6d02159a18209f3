import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { privacyNoticeVersion } from '../../contracts/privacy-notice'
import { periodInWords, siteRetention } from '../../site/retention'
import { ApplyFlow } from './apply-flow'
import { parseJobList } from './job-schema'
import { sampleJobs } from './sample-jobs'

const draft = vi.hoisted(() => ({
  loadDraft: vi.fn<(jobId: number) => Promise<unknown>>(async () => undefined),
  saveDraft: vi.fn(async () => undefined),
  deleteDraft: vi.fn(async () => undefined),
}))
vi.mock('./application-draft', () => draft)

const [job] = parseJobList(sampleJobs)
if (!job) throw new Error('fixture')
const pdf = () => new File(['%PDF-1.4 test'], 'cv.pdf', { type: 'application/pdf' })

/** Renders the dialog and waits for its form, which follows the frame's first paint. */
async function renderFlow(online = true) {
  const onClose = vi.fn()
  const user = userEvent.setup({ applyAccept: false })
  const view = render(<ApplyFlow job={job} online={online} onClose={onClose} />)
  await screen.findByLabelText('Full Name')
  return { user, onClose, ...view }
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao')
  await user.type(screen.getByLabelText('Email'), 'asha@example.com')
  await user.type(screen.getByLabelText('Phone'), '+91 98765 43210')
  await user.type(screen.getByLabelText('Comments'), 'Available in January')
  await user.upload(screen.getByLabelText('Upload CV'), pdf())
}

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  draft.loadDraft.mockClear()
  draft.saveDraft.mockClear()
  draft.deleteDraft.mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('ApplyFlow', () => {
  it('opens titled for the job with every labelled field, focus on Full Name', async () => {
    await renderFlow()
    expect(screen.getByRole('dialog', { name: 'Apply for Senior Java Developer' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel')
    expect(screen.getByLabelText('Comments').tagName).toBe('TEXTAREA')
    expect(screen.getByLabelText('Upload CV')).toHaveAttribute('accept', '.pdf,.doc,.docx')
    expect(screen.getByLabelText('Upload CV')).toHaveAccessibleDescription('PDF, DOC or DOCX. Maximum file size: 5MB')
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveFocus())
  })

  it('shows each message under its field and focuses the first invalid one', async () => {
    const { user } = await renderFlow()
    await user.type(screen.getByLabelText('Full Name'), '   ')
    await user.type(screen.getByLabelText('Email'), 'asha@example')
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    const name = screen.getByLabelText('Full Name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Full name is required')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid')
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone is required')
    expect(screen.getByLabelText('Upload CV')).toHaveAccessibleDescription(
      'PDF, DOC or DOCX. Maximum file size: 5MB Resume is required',
    )
    expect(name).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refuses a wrong type or an oversize CV as soon as it is chosen', async () => {
    const { user } = await renderFlow()
    const input = screen.getByLabelText('Upload CV')
    await user.upload(input, new File(['MZ'], 'cv.exe'))
    expect(screen.getByText('Resume must be a PDF, DOC or DOCX file')).toBeInTheDocument()
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf'))
    expect(screen.getByText('Resume must be 5MB or smaller')).toBeInTheDocument()
    await fillValid(user)
    expect(screen.queryByText('Resume must be 5MB or smaller')).not.toBeInTheDocument()
  })

  it('says next to the submit button what is kept, why and for how long, with a link to /privacy', async () => {
    await renderFlow()
    const submit = screen.getByRole('button', { name: 'Submit Application' })
    const notice = document.getElementById('apply-notice')
    if (notice === null) throw new Error('no notice')
    expect(notice).toHaveTextContent(/We keep your application and CV to consider you for this role/)
    expect(notice).toHaveTextContent(`for ${periodInWords(siteRetention.applicationDays)} after the job is closed`)
    expect(notice).toHaveTextContent(`(${periodInWords(siteRetention.talentPoolDays)} if you join the talent pool)`)
    expect(within(notice).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toContain('/privacy')
    expect(submit).toHaveAccessibleDescription(notice.textContent ?? '')
    // Next to the button: the notice comes right before the row of buttons.
    expect(notice.nextElementSibling).toContainElement(submit)
  })

  it('offers the talent pool unticked, and a ticked box sends talent_pool=true', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 9 }), { status: 201 }))
    const { user } = await renderFlow()
    const box = screen.getByRole('checkbox', { name: 'Keep my CV in your talent pool for future roles' })
    expect(box).not.toBeChecked()
    await fillValid(user)
    await user.click(box)
    expect(box).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const body = fetchMock.mock.calls[0]?.[1]?.body
    if (!(body instanceof FormData)) throw new Error('expected multipart form data')
    expect(body.get('talent_pool')).toBe('true')
    expect(body.get('notice_version')).toBe(privacyNoticeVersion)
  })

  it('sends once, shows Submitting... with both buttons disabled, then closes and toasts', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const { user, onClose } = await renderFlow()
    await fillValid(user)
    await user.dblClick(screen.getByRole('button', { name: 'Submit Application' }))
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/job-applications/')
    const body = init?.body
    if (!(body instanceof FormData)) throw new Error('expected multipart form data')
    expect(body.get('job')).toBe('101')
    expect(body.get('full_name')).toBe('Asha Rao')
    expect(body.get('comments')).toBe('Available in January')
    expect(body.get('resume')).toBeInstanceOf(File)
    // Not ticked: no talent pool; the notice shown beside the button is recorded with the application.
    expect(body.get('talent_pool')).toBe('false')
    expect(body.get('notice_version')).toBe(privacyNoticeVersion)
    answer(new Response(JSON.stringify({ id: 9 }), { status: 201 }))
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument()
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(draft.deleteDraft).toHaveBeenCalled()
  })

  it('says the private link is on its way to the address typed, when the server sends it (issue 45)', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 9, link_sent: true }, { status: 201 }))
    const { user } = await renderFlow()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument()
    // On its way, not sent, with the address repeated so a typo shows (issue 60 item 6).
    expect(
      screen.getByText(
        'We are sending a link to your application to asha@example.com. If that address is wrong, the link cannot reach you: write to us at info@arcnovaconsulting.com with the right one.',
        { exact: false },
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/We have sent/)).toBeNull()
  })

  it('promises no e-mail when the server has none to send', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 9, link_sent: false }, { status: 201 }))
    const { user } = await renderFlow()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument()
    expect(screen.queryByText(/link to follow your application/)).toBeNull()
  })

  it('keeps everything and alerts when sending fails', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }))
    const { user, onClose } = await renderFlow()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit application. Please try again.')
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao')
    expect(screen.getByText(/Selected: cv\.pdf/)).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled()
  })

  it('no answer at all says nothing was sent and the device seems offline, keeps everything, no browser alert (issue 60 item 10)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const browserAlert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const { user } = await renderFlow()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The application could not reach us, so nothing was sent: this device seems to be offline.',
    )
    expect(screen.queryByText('Failed to submit application. Please try again.')).toBeNull()
    expect(browserAlert).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao')
    expect(screen.getByText(/Selected: cv\.pdf/)).toBeInTheDocument()
  })

  it('shows the server’s field message under its field alone, with no generic failure', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ errors: { resume: 'Resume must be a PDF, DOC or DOCX file' } }, { status: 400 }),
    )
    const browserAlert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const { user } = await renderFlow()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    // Issue 45: one message, at the field (which takes focus), in the field's own word; no generic failure.
    expect(await screen.findByText('Resume must be a PDF, DOC or DOCX file')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Upload CV')).toHaveFocus())
    expect(screen.getByLabelText('Upload CV')).toHaveAccessibleDescription(
      'PDF, DOC or DOCX. Maximum file size: 5MB Resume must be a PDF, DOC or DOCX file',
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('Failed to submit application. Please try again.')).toBeNull()
    expect(browserAlert).not.toHaveBeenCalled()
  })

  it('sends nothing while offline and says so', async () => {
    const { user } = await renderFlow(false)
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline: nothing was sent. Your application is kept here — send it when you are back online.',
    )
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao')
  })

  it('keeps a draft while typing, restores it on open, and deletes it on Cancel', async () => {
    draft.loadDraft.mockResolvedValueOnce({
      jobId: 101,
      values: { full_name: 'Restored Name', email: 'r@example.com', phone: '123', comments: '' },
      resume: pdf(),
      talentPool: true,
    })
    const { user, onClose } = await renderFlow()
    expect(await screen.findByDisplayValue('Restored Name')).toBeInTheDocument()
    expect(screen.getByText(/Selected: cv\.pdf/)).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Keep my CV in your talent pool for future roles' })).toBeChecked()
    await user.type(screen.getByLabelText('Phone'), '4')
    await waitFor(() =>
      expect(draft.saveDraft).toHaveBeenLastCalledWith(expect.objectContaining({ jobId: 101, talentPool: true })),
    )
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(draft.deleteDraft).toHaveBeenCalled()
    expect(onClose).toHaveBeenCalled()
  })

  it('opens with a CV shared to the installed app attached, sends it, and says it was sent', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 9 }), { status: 201 }))
    const shared = new File(['%PDF-1.4 shared'], 'shared-cv.pdf', { type: 'application/pdf' })
    const onSent = vi.fn()
    const user = userEvent.setup()
    render(<ApplyFlow job={job} online onClose={vi.fn()} sharedResume={shared} onSent={onSent} />)
    expect(await screen.findByText(/Selected: shared-cv\.pdf/)).toBeInTheDocument()
    await user.type(screen.getByLabelText('Full Name'), 'Asha Rao')
    await user.type(screen.getByLabelText('Email'), 'asha@example.com')
    await user.type(screen.getByLabelText('Phone'), '+91 98765 43210')
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1))
    const body = fetchMock.mock.calls[0]?.[1]?.body
    if (!(body instanceof FormData)) throw new Error('expected multipart form data')
    const sent = body.get('resume')
    expect(sent instanceof File && sent.name).toBe('shared-cv.pdf')
    expect(sent instanceof File && sent.size).toBe(shared.size)
  })

  it('lets the visitor replace a shared CV, and the same rules apply to the new one', async () => {
    const shared = new File(['%PDF-1.4 shared'], 'shared-cv.pdf', { type: 'application/pdf' })
    const user = userEvent.setup({ applyAccept: false })
    render(<ApplyFlow job={job} online onClose={vi.fn()} sharedResume={shared} />)
    expect(await screen.findByText(/Selected: shared-cv\.pdf/)).toBeInTheDocument()
    await user.upload(screen.getByLabelText('Upload CV'), new File(['MZ'], 'cv.exe'))
    expect(screen.getByText('Resume must be a PDF, DOC or DOCX file')).toBeInTheDocument()
    await user.upload(screen.getByLabelText('Upload CV'), pdf())
    expect(screen.getByText(/Selected: cv\.pdf/)).toBeInTheDocument()
    expect(screen.queryByText(/shared-cv\.pdf/)).not.toBeInTheDocument()
  })

  it('keeps the CV of this job’s draft over a shared one, and a draft without one gets the shared CV', async () => {
    const shared = new File(['%PDF-1.4 shared'], 'shared-cv.pdf', { type: 'application/pdf' })
    const values = { full_name: 'Restored Name', email: 'r@example.com', phone: '123', comments: '' }
    draft.loadDraft.mockResolvedValueOnce({ jobId: 101, values, resume: pdf(), talentPool: false })
    const first = render(<ApplyFlow job={job} online onClose={vi.fn()} sharedResume={shared} />)
    expect(await screen.findByDisplayValue('Restored Name')).toBeInTheDocument()
    expect(screen.getByText(/Selected: cv\.pdf/)).toBeInTheDocument()
    first.unmount()
    draft.loadDraft.mockResolvedValueOnce({ jobId: 101, values, resume: null, talentPool: false })
    render(<ApplyFlow job={job} online onClose={vi.fn()} sharedResume={shared} />)
    expect(await screen.findByDisplayValue('Restored Name')).toBeInTheDocument()
    expect(screen.getByText(/Selected: shared-cv\.pdf/)).toBeInTheDocument()
  })

  it('closes on Escape like Cancel', async () => {
    const { user, onClose } = await renderFlow()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
    expect(draft.deleteDraft).toHaveBeenCalled()
  })
})
