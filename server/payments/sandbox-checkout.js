/*
 * Sandbox stand-in for https://checkout.razorpay.com/v1/checkout.js, served by the API server when no
 * Razorpay keys are set. Same browser contract: new Razorpay(options), .open(), .on('payment.failed', cb),
 * options.handler(response), options.modal.ondismiss(). No real money moves. Builds its dialog with
 * createElement and textContent only, so it runs under a strict Content-Security-Policy.
 */
;(() => {
  var script = document.currentScript
  var apiBase = new URL('/api/sandbox/', script?.src ? script.src : window.location.href).href
  var dialogCount = 0

  function formatAmount(amount, currency) {
    var value = (Number(amount) || 0) / 100
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(value)
    } catch {
      return `${currency || 'INR'} ${value.toFixed(2)}`
    }
  }

  function element(tag, styles, text) {
    var node = document.createElement(tag)
    if (styles) Object.assign(node.style, styles)
    if (text !== undefined) node.textContent = text
    return node
  }

  function postJson(path, body) {
    return fetch(apiBase + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) =>
      response
        .json()
        .catch(() => ({}))
        .then((data) => {
          if (!response.ok) throw new Error(data?.detail || 'Sandbox payment request failed')
          return data
        }),
    )
  }

  var buttonStyle = {
    font: 'inherit',
    fontSize: '1rem',
    padding: '0.7rem 1rem',
    borderRadius: '6px',
    border: '1px solid #1f2937',
    cursor: 'pointer',
    minHeight: '44px',
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options)
    if (!options?.key) throw new Error('Razorpay: options.key is required')
    this.options = options
    this.handlers = {}
    this.overlay = null
    this.returnFocus = null
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback === 'function') (this.handlers[event] = this.handlers[event] || []).push(callback)
    return this
  }

  Razorpay.prototype.emit = function (event, payload) {
    ;(this.handlers[event] || []).forEach((callback) => {
      callback(payload)
    })
  }

  Razorpay.prototype.teardown = function () {
    if (!this.overlay) return
    document.removeEventListener('keydown', this.onKeydown, true)
    this.overlay.remove()
    this.overlay = null
    if (this.returnFocus && typeof this.returnFocus.focus === 'function') this.returnFocus.focus()
  }

  /** Closes without paying, like the real checkout's close button. */
  Razorpay.prototype.close = function () {
    if (!this.overlay) return
    this.teardown()
    var modal = this.options.modal
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss()
  }

  Razorpay.prototype.open = function () {
    if (this.overlay) return this
    var options = this.options
    var id = `rzp-sandbox-${++dialogCount}`
    var amountText = formatAmount(options.amount, options.currency)
    this.returnFocus = document.activeElement

    var overlay = element('div', {
      position: 'fixed',
      inset: '0',
      background: 'rgba(17, 24, 39, 0.6)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      zIndex: '2147483000',
      padding: '1rem',
    })
    var dialog = element('div', {
      background: '#ffffff',
      color: '#111827',
      borderRadius: '10px',
      padding: '1.5rem',
      width: '100%',
      maxWidth: '26rem',
      boxShadow: '0 20px 50px rgba(0, 0, 0, 0.3)',
      fontFamily: 'system-ui, sans-serif',
    })
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-labelledby', `${id}-title`)
    dialog.setAttribute('aria-describedby', `${id}-description`)
    dialog.tabIndex = -1

    var title = element(
      'h2',
      { fontSize: '1.25rem', margin: '0 0 0.5rem' },
      `Pay ${amountText}${options.name ? ` to ${options.name}` : ''}`,
    )
    title.id = `${id}-title`
    var description = element(
      'p',
      { margin: '0 0 1rem', lineHeight: '1.5' },
      `${options.description ? `${options.description}. ` : ''}Sandbox checkout: no real money moves.`,
    )
    description.id = `${id}-description`
    // Razorpay's checkout asks for the buyer's e-mail; the receipt and tax invoice go there.
    var emailLabel = element('label', { display: 'block', margin: '0 0 1rem' }, 'Email (for the receipt)')
    var email = element('input', {
      display: 'block',
      width: '100%',
      boxSizing: 'border-box',
      marginTop: '0.25rem',
      padding: '0.5rem',
      border: '1px solid #6b7280',
      borderRadius: '6px',
      font: 'inherit',
    })
    email.type = 'email'
    email.name = 'email'
    email.autocomplete = 'email'
    email.value = options.prefill?.email || ''
    emailLabel.appendChild(email)
    var status = element('p', { margin: '0 0 1rem', minHeight: '1.5em', color: '#b91c1c' })
    status.setAttribute('role', 'status')

    var approve = element(
      'button',
      Object.assign({}, buttonStyle, { background: '#047857', color: '#ffffff', borderColor: '#047857' }),
      'Approve payment',
    )
    var decline = element(
      'button',
      Object.assign({}, buttonStyle, { background: '#b91c1c', color: '#ffffff', borderColor: '#b91c1c' }),
      'Decline payment',
    )
    var cancel = element(
      'button',
      Object.assign({}, buttonStyle, { background: '#ffffff', color: '#111827' }),
      'Cancel',
    )
    var buttons = [approve, decline, cancel]
    buttons.forEach((button) => {
      button.type = 'button'
    })
    var actions = element('div', { display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })
    buttons.forEach((button) => {
      actions.appendChild(button)
    })

    dialog.appendChild(title)
    dialog.appendChild(description)
    dialog.appendChild(emailLabel)
    dialog.appendChild(status)
    dialog.appendChild(actions)
    overlay.appendChild(dialog)

    function setBusy(busy, message) {
      buttons.forEach((button) => {
        button.disabled = busy
      })
      email.disabled = busy
      status.style.color = busy ? '#111827' : '#b91c1c'
      status.textContent = message || ''
    }

    approve.addEventListener('click', () => {
      setBusy(true, 'Processing payment…')
      postJson('pay/', { order_id: options.order_id, email: email.value.trim() || null })
        .then((response) => {
          this.teardown()
          if (typeof options.handler === 'function') options.handler(response)
        })
        .catch((error) => {
          setBusy(false, error.message)
          approve.focus()
        })
    })

    decline.addEventListener('click', () => {
      setBusy(true, 'Declining payment…')
      postJson('decline/', { order_id: options.order_id })
        .catch((error) => ({
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: error.message,
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: options.order_id, payment_id: null },
          },
        }))
        .then((failure) => {
          this.teardown()
          this.emit('payment.failed', failure)
        })
    })

    cancel.addEventListener('click', () => {
      this.close()
    })

    // Escape dismisses; Tab stays inside the dialog while it is open.
    this.onKeydown = (event) => {
      if (!this.overlay) return
      if (event.key === 'Escape') {
        event.preventDefault()
        this.close()
      } else if (event.key === 'Tab') {
        var enabled = [email].concat(buttons).filter((control) => !control.disabled)
        if (enabled.length === 0) {
          event.preventDefault()
          return
        }
        var first = enabled[0]
        var last = enabled[enabled.length - 1]
        if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
          event.preventDefault()
          first.focus()
        }
      }
    }
    document.addEventListener('keydown', this.onKeydown, true)

    this.overlay = overlay
    document.body.appendChild(overlay)
    approve.focus()
    return this
  }

  window.Razorpay = Razorpay
})()
